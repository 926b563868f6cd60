import { createContext, useContext, type HTMLAttributes } from 'react';

/**
 * The level of a part's heading under its container's title: h2 on a page (under its h1), h3 in a dialog
 * (under its h2). A panel shown in both (deposit, cashback) skipped a level on its page (axe heading-order).
 */
const Level = createContext<2 | 3>(2);
export const SubHeadingLevel = Level.Provider;

export function SubHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = useContext(Level) === 2 ? 'h2' : 'h3';
  return <Tag {...props} />;
}
