import type { PromotionView } from '@chokdee/contracts';
import { inLang } from '../lib/text';
import { promotionFacts } from '../lib/promotion-units';
import { SubHeading } from './sub-heading';

/** One promotion with its image, bonus and the conditions in SPEC §9 units. */
export function PromotionCard({ promotion }: { promotion: PromotionView }) {
  return (
    <li className="card promo">
      {promotion.ImageUrl && (
        <img
          className="promo__image"
          src={promotion.ImageUrl}
          alt=""
          width="640"
          height="360"
          loading="lazy"
          // A missing image leaves the text card rather than a broken-image icon.
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      <SubHeading className="promo__title">{promotion.title}</SubHeading>
      {/* Only a signed-in member's list says it: whether their next deposit takes it, why not, and how. */}
      {promotion.canClaim !== undefined && (
        <div className={`promo__status${promotion.canClaim ? ' promo__status--ok' : ''}`}>
          {promotion.reason && <p className="promo__reason">{inLang(promotion.reason)}</p>}
          {promotion.how && <p className="promo__how">{inLang(promotion.how)}</p>}
        </div>
      )}
      <dl className="facts">
        {promotionFacts(promotion).map(([label, value]) => (
          <div key={label} className="facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
