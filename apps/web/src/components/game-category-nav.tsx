import { GAME_CATEGORIES, type GameCategory } from '@chokdee/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { usePrefix } from '../api/get-prefix';
import { paths } from '../config/paths';
import { CATEGORY_SLUGS, CATEGORY_TITLES } from '../lib/game-categories';
import { TEXT } from '../lib/text';

/** Tabs-like links: all games, then each category the site offers (site config `Product`). */
export function GameCategoryNav({ current }: { current: GameCategory | undefined }) {
  const { data: site } = usePrefix();
  const list = useRef<HTMLUListElement>(null);
  // The row scrolls sideways on phones: bring the current category into view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const offered = GAME_CATEGORIES.filter((c) => !site || site.Product.includes(c));
  const items = [
    { key: 'all', to: paths.game.getHref(), label: TEXT.gamesAll, active: current === undefined },
    ...offered.map((c) => ({
      key: c,
      to: paths.gameCategory.getHref(CATEGORY_SLUGS[c]),
      label: CATEGORY_TITLES[c],
      active: current === c,
    })),
  ];
  return (
    <nav className="game-nav" aria-label={TEXT.gameCategoriesNav}>
      <ul ref={list} className="chip-nav">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="chip-nav__link"
              aria-current={item.active ? 'page' : undefined}
              replace
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
