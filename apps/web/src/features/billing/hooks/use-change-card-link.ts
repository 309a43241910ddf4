import { API_ERRORS } from '@quadro/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { CHANGE_CARD_PARAM } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

/** One toast however often the effect runs (strict mode runs it twice). */
const NO_PLAN_TOAST = 'no-plan-for-card';

/**
 * Whether 'Trocar cartão' is open. `/billing?cartao` (where the e-mails about a declined renewal
 * lead) opens it once the status says there is a plan to change the card of, and closing it
 * leaves the address, so a reload does not open it again; without a plan, the link says so.
 * `hasPlan` is undefined while the status is on its way.
 */
export function useChangeCardLink(hasPlan: boolean | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const linked = searchParams.has(CHANGE_CARD_PARAM);
  const [openedHere, setOpenedHere] = useState(false);

  const forgetLink = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(CHANGE_CARD_PARAM);
          return params;
        },
        // The board the page was opened from stays the way back.
        { replace: true, state },
      ),
    [setSearchParams, state],
  );

  useEffect(() => {
    if (!linked || hasPlan !== false) return;
    toast.error(API_ERRORS.NO_PLAN_FOR_CARD.message, { id: NO_PLAN_TOAST });
    forgetLink();
  }, [linked, hasPlan, forgetLink]);

  return {
    open: openedHere || (linked && hasPlan === true),
    openDialog: () => setOpenedHere(true),
    close: () => {
      setOpenedHere(false);
      if (linked) forgetLink();
    },
  };
}
