import { fillMessage, TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '@chokdee/contracts';
import { Link } from 'react-router';
import { InfoSection } from '../components/info-section';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { formatDay } from '../lib/format';
import { TEXT } from '../lib/text';

/** The sections in order: a heading and a short paragraph each, plain Thai. */
const SECTIONS = [
  [TEXT.termsAgeTitle, TEXT.termsAgeText],
  [TEXT.termsAccountTitle, TEXT.termsAccountText],
  [TEXT.termsMoneyTitle, TEXT.termsMoneyText],
  [TEXT.termsBonusTitle, TEXT.termsBonusText],
  [TEXT.termsGamesTitle, TEXT.termsGamesText],
  [TEXT.termsCareTitle, TEXT.termsCareText],
  [TEXT.termsCloseTitle, TEXT.termsCloseText],
  [TEXT.termsDataTitle, TEXT.termsDataText],
  [TEXT.termsChangeTitle, TEXT.termsChangeText],
] as const;

/**
 * The terms a member accepts at signup (issue 27 item 7), with their version and the day they took effect:
 * the version is the one the signup sends and the server stores (contracts terms.ts). Open to visitors.
 */
export function TermsRoute() {
  return (
    <Page title={TEXT.termsTitle} className="info-page">
      <p className="info-page__version">
        {fillMessage(TEXT.termsVersion, {
          version: TERMS_VERSION,
          date: formatDay(TERMS_EFFECTIVE_DATE),
        })}
      </p>
      <p>{TEXT.termsIntro}</p>
      {SECTIONS.map(([title, text], i) => (
        <InfoSection key={title} id={`terms-${i + 1}`} title={title}>
          <p>
            {text}
            {title === TEXT.termsCareTitle && (
              <>
                {' '}
                <Link to={paths.playResponsibly.getHref()} className="text-link">
                  {TEXT.playTitle}
                </Link>
              </>
            )}
          </p>
        </InfoSection>
      ))}
    </Page>
  );
}
