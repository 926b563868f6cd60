import { adminPutGamesBody, fillMessage, type AdminGameEntry } from '@chokdee/contracts';
import { useFieldArray } from 'react-hook-form';
import { errorMessage } from '../../api/client';
import { useGames } from '../../api/get-games';
import { useSaveGames } from '../../api/save-games';
import { EmptyState } from '../../components/empty-state';
import { FormError, useZodForm } from '../../components/field';
import { QueryState } from '../../components/query-state';
import { useI18n } from '../../i18n';
import { showDone } from '../../lib/alerts';
import { GameRow } from './game-row';

/** The game catalogue: per partner, each entry's switch, order, name and image; saved as one list. */
export function GamesSection({ partner, canWrite }: { partner: string; canWrite: boolean }) {
  const { t } = useI18n();
  const games = useGames();
  return (
    <section className="section" aria-labelledby="games-title">
      <h2 id="games-title" className="section__title">
        {t.setGamesTitle}
      </h2>
      <p className="muted">{t.setGamesIntro}</p>
      <QueryState query={games}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t.setGamesEmpty} text={t.setGamesIntro} />
          ) : (
            <GamesForm games={list} partner={partner} canWrite={canWrite} />
          )
        }
      </QueryState>
    </section>
  );
}

function GamesForm({
  games,
  partner,
  canWrite,
}: {
  games: AdminGameEntry[];
  partner: string;
  canWrite: boolean;
}) {
  const { t } = useI18n();
  const save = useSaveGames();
  const form = useZodForm(adminPutGamesBody, { values: { games } });
  const { fields } = useFieldArray({ control: form.control, name: 'games' });
  const partners = [...new Set(fields.map((f) => f.partner))];
  const submit = form.handleSubmit(({ games: edited }) =>
    save.mutate(edited, {
      onSuccess: ({ data, message }) => {
        form.reset({ games: data });
        void showDone(message ?? t.doneTitle);
      },
    }),
  );
  const failed = form.formState.errors.games;
  // The duplicate check is the contract's Thai message; a row's own refusal is shown by its red frame.
  const formError = failed?.root?.message ?? failed?.message ?? (failed ? t.setGamesInvalid : undefined);

  return (
    <form noValidate onSubmit={submit} className="stack">
      <fieldset className="fieldset-plain" disabled={!canWrite || save.isPending}>
        {partners.map((name) => (
          <div key={name} className="stack">
            <h3 className="games-partner">
              {fillMessage(name === partner ? t.setGamesPartnerShown : t.setGamesPartner, { partner: name })}
            </h3>
            <div className="data-table" role="region" aria-label={name} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t.setGameActive}</th>
                    <th scope="col">{t.setGameOrder}</th>
                    <th scope="col">{t.setGameName}</th>
                    <th scope="col">{t.setGameImage}</th>
                    <th scope="col">{t.setGameCode}</th>
                    <th scope="col">{t.setGameCategory}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((field, index) =>
                    field.partner === name ? (
                      <GameRow key={field.id} form={form} index={index} entry={field} />
                    ) : null,
                  )}
                </tbody>
              </table>
            </div>
          </div>
        ))}
        <FormError message={save.isError ? errorMessage(save.error) : formError} />
        {canWrite && (
          <div className="row-actions">
            <button type="submit" className="btn btn-primary" aria-busy={save.isPending}>
              {save.isPending ? t.loading : t.setSaveGames}
            </button>
            {form.formState.isDirty && <span className="muted">{t.setUnsaved}</span>}
          </div>
        )}
      </fieldset>
    </form>
  );
}
