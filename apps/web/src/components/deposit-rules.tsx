import { usePromotions } from '../api/get-promotions';
import { depositRules } from '../lib/deposit-rules';

/** The deposit rules of SPEC §5, with the lowest promotion minimum when a promotion asks for one. */
export function DepositRules() {
  const { data: promotions } = usePromotions();
  return (
    <ul className="rules">
      {depositRules(promotions).map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
