/**
 * The groups of accounts that the links join (directly or through each other), as a map from each
 * member to its group's first member: what cashback nets one person's accounts over (docs/ABUSE.md 11).
 * Members without a link are their own group.
 */
export function groupsOf(memberIds: string[], links: Array<[string, string]>): Map<string, string> {
  const parent = new Map(memberIds.map((id) => [id, id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(id, r);
    return r;
  };
  for (const [a, b] of links) {
    if (!parent.has(a) || !parent.has(b)) continue;
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  }
  return new Map(memberIds.map((id) => [id, root(id)]));
}
