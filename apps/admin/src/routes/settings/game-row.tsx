import { fillMessage, type adminPutGamesBody, type AdminGameEntry } from '@chokdee/contracts';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useI18n } from '../../i18n';
import { CATEGORY_LABEL } from '../../lib/game-category';
import { isSiteImage } from './config-form-schema';

type Body = z.infer<typeof adminPutGamesBody>;
type GamesForm = UseFormReturn<Body, unknown, Body>;

/**
 * One entry of the catalogue as a table row (a card on a phone: each cell carries its column's name). The
 * inputs have no visible label of their own, so each is named "<column> of <game>".
 */
export function GameRow({ form, index, entry }: { form: GamesForm; index: number; entry: AdminGameEntry }) {
  const { t } = useI18n();
  const errors = form.formState.errors.games?.[index];
  const img = form.watch(`games.${index}.img`);
  const label = (field: string) => fillMessage(t.setGameFieldOf, { field, game: entry.name });
  return (
    <tr>
      <td data-label={t.setGameActive}>
        <input
          type="checkbox"
          className="game-switch"
          aria-label={label(t.setGameActive)}
          {...form.register(`games.${index}.active`)}
        />
      </td>
      <td data-label={t.setGameOrder}>
        <input
          className="input input--order"
          inputMode="numeric"
          aria-label={label(t.setGameOrder)}
          aria-invalid={errors?.sortOrder ? true : undefined}
          {...form.register(`games.${index}.sortOrder`, { valueAsNumber: true })}
        />
      </td>
      <td data-label={t.setGameName}>
        <input
          className="input"
          aria-label={label(t.setGameName)}
          aria-invalid={errors?.name ? true : undefined}
          {...form.register(`games.${index}.name`)}
        />
      </td>
      <td data-label={t.setGameImage}>
        <div className="game-image">
          {img && isSiteImage(img) && <img src={img} alt="" width="40" height="40" />}
          <input
            className="input"
            spellCheck={false}
            aria-label={label(t.setGameImage)}
            aria-invalid={errors?.img ? true : undefined}
            {...form.register(`games.${index}.img`)}
          />
        </div>
      </td>
      <td data-label={t.setGameCode} className="nowrap">
        {entry.ch}
      </td>
      <td data-label={t.setGameCategory}>{t[CATEGORY_LABEL[entry.category]]}</td>
    </tr>
  );
}
