/** Titles a bank may put before the holder's name; they say nothing about who the person is. */
const TITLES = /^(นางสาว|นาง|นาย|น\.ส\.|mr\.?|mrs\.?|ms\.?|miss)\s*/u;

/**
 * The key two accounts share when one person holds both (docs/ABUSE.md 11): the holder's name as the
 * bank gave it, without title, case or spacing differences.
 */
export function holderKey(firstName: string, lastName: string): string {
  const name = `${firstName} ${lastName}`.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return name.replace(TITLES, '');
}
