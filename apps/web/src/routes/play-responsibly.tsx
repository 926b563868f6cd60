import { Link } from 'react-router';
import { InfoSection } from '../components/info-section';
import { Page } from '../components/page';
import { HelpLine } from '../components/site-footer';
import { paths } from '../config/paths';
import { TEXT } from '../lib/text';

/** The controls a member has over their own play (issue 27 items 1 to 4), in plain Thai. */
const CONTROLS = [
  [TEXT.playLimitsTitle, TEXT.playLimitsText],
  [TEXT.playTimeTitle, TEXT.playTimeText],
  [TEXT.playBreakTitle, TEXT.playBreakText],
  [TEXT.playRealityTitle, TEXT.playRealityText],
] as const;

/**
 * เล่นอย่างรับผิดชอบ (issue 27 item 7): play as entertainment, the controls, the signs to stop, and the help
 * line (one constant, contracts terms.ts). Open to visitors; every footer links it.
 */
export function PlayResponsiblyRoute() {
  return (
    <Page title={TEXT.playTitle} className="info-page">
      <p>{TEXT.playIntro}</p>
      <InfoSection id="play-controls" title={TEXT.playControlsTitle}>
        <dl className="info-page__controls">
          {CONTROLS.map(([title, text]) => (
            <div key={title}>
              <dt>{title}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Link to={paths.playCare.getHref()}>{TEXT.playCareSetHere}</Link>
        </p>
      </InfoSection>
      <InfoSection id="play-signs" title={TEXT.playSignsTitle}>
        <ul className="info-page__list">
          {TEXT.playSigns.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="play-help" title={TEXT.playHelpTitle} className="notes">
        <p>{TEXT.playHelpText}</p>
        <HelpLine />
      </InfoSection>
    </Page>
  );
}
