import type { Workspace } from '@quadro/contracts';
import { lazy, Suspense, useRef, useState } from 'react';
import { MembersAvatarGroup } from './members-avatar-group';

const MembersPanel = lazy(() =>
  import('./members-panel').then((m) => ({ default: m.MembersPanel })),
);

/**
 * The header's member avatars and the members panel they open. The panel's code loads on the
 * first click: the board's first paint needs only the avatars.
 */
export function WorkspaceMembers({ workspace }: { workspace: Workspace }) {
  const [open, setOpen] = useState(false);
  const avatarsRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <MembersAvatarGroup
        ref={avatarsRef}
        members={workspace.members}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <MembersPanel
            workspace={workspace}
            onClose={() => setOpen(false)}
            returnFocusTo={avatarsRef}
          />
        </Suspense>
      )}
    </>
  );
}
