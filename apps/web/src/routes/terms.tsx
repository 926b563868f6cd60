import { fillMessage, TERMS_EFFECTIVE_DATE, TERMS_VERSION, TH_WEB } from '@chokdee/contracts';
import { Link } from 'react-router';
import { InfoSection } from '../components/info-section';
import { Page } from '../components/page';
import { paths } from '../config/paths';
import { formatDay } from '../lib/format';

/** The sections in order: a heading and a short paragraph each, plain Thai. */
const SECTIONS = [
  [TH_WEB.termsAgeTitle, TH_WEB.termsAgeText],
  [TH_WEB.termsAccountTitle, TH_WEB.termsAccountText],
  [TH_WEB.termsMoneyTitle, TH_WEB.termsMoneyText],
  [TH_WEB.termsBonusTitle, TH_WEB.termsBonusText],
  [TH_WEB.termsGamesTitle, TH_WEB.termsGamesText],
  [TH_WEB.termsCareTitle, TH_WEB.termsCareText],
  [TH_WEB.termsCloseTitle, TH_WEB.termsCloseText],
  [TH_WEB.termsDataTitle, TH_WEB.termsDataText],
  [TH_WEB.termsChangeTitle, TH_WEB.termsChangeText],
] as const;

/**
 * The terms a member accepts at signup (issue 27 item 7), with their version and the day they took effect:
 * the version is the one the signup sends and the server stores (contracts terms.ts). Open to visitors.
 */
export function TermsRoute() {
  return (
    <Page title={TH_WEB.termsTitle} className="info-page">
      <p className="info-page__version">
        {fillMessage(TH_WEB.termsVersion, {
          version: TERMS_VERSION,
          date: formatDay(TERMS_EFFECTIVE_DATE),
        })}
      </p>
      <p>{TH_WEB.termsIntro}</p>
      {SECTIONS.map(([title, text], i) => (
        <InfoSection key={title} id={`terms-${i + 1}`} title={title}>
          <p>
            {text}
            {title === TH_WEB.termsCareTitle && (
              <>
                {' '}
                <Link to={paths.playResponsibly.getHref()} className="text-link">
                  {TH_WEB.playTitle}
                </Link>
              </>
            )}
          </p>
        </InfoSection>
      ))}
    </Page>
  );
}
