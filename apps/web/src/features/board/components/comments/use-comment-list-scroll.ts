import { useLayoutEffect, useRef } from 'react';

/**
 * On opening and whenever a comment arrives, the newest (at the bottom) comes into view; when
 * older ones load above, what was in view stays put. Call `beforeOlderLoad` just before asking
 * for older comments.
 */
export function useCommentListScroll(newestId: string | undefined, oldestId: string | undefined) {
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useRef({ newestId, oldestId });
  const heightBeforeOlder = useRef(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (newestId !== shown.current.newestId) list.scrollTop = list.scrollHeight;
    else if (oldestId !== shown.current.oldestId)
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
    shown.current = { newestId, oldestId };
  }, [newestId, oldestId]);

  function beforeOlderLoad() {
    heightBeforeOlder.current = listRef.current?.scrollHeight ?? 0;
  }

  return { listRef, beforeOlderLoad };
}
