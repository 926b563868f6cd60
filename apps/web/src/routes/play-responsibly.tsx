import { TH_WEB } from '@chokdee/contracts';
import { Page } from '../components/page';
import { HelpLine } from '../components/site-footer';

/** The controls a member has over their own play (issue 27 items 1 to 4), in plain Thai. */
const CONTROLS = [
  [TH_WEB.playLimitsTitle, TH_WEB.playLimitsText],
  [TH_WEB.playTimeTitle, TH_WEB.playTimeText],
  [TH_WEB.playBreakTitle, TH_WEB.playBreakText],
  [TH_WEB.playRealityTitle, TH_WEB.playRealityText],
] as const;

/**
 * เล่นอย่างรับผิดชอบ (issue 27 item 7): play as entertainment, the controls, the signs to stop, and the help
 * line (one constant, contracts terms.ts). Open to visitors; every footer links it.
 */
export function PlayResponsiblyRoute() {
  return (
    <Page title={TH_WEB.playTitle} className="info-page">
      <p>{TH_WEB.playIntro}</p>
      <section className="info-page__section" aria-labelledby="play-controls">
        <h2 id="play-controls" className="info-page__title">
          {TH_WEB.playControlsTitle}
        </h2>
        <dl className="info-page__controls">
          {CONTROLS.map(([title, text]) => (
            <div key={title}>
              <dt>{title}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="info-page__section" aria-labelledby="play-signs">
        <h2 id="play-signs" className="info-page__title">
          {TH_WEB.playSignsTitle}
        </h2>
        <ul className="info-page__list">
          {TH_WEB.playSigns.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </section>
      <section className="info-page__section notes" aria-labelledby="play-help">
        <h2 id="play-help" className="info-page__title">
          {TH_WEB.playHelpTitle}
        </h2>
        <p>{TH_WEB.playHelpText}</p>
        <HelpLine />
      </section>
    </Page>
  );
}
