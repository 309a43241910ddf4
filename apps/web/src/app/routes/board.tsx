import { allows, type WorkspaceAccess } from '@quadro/contracts';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { HeaderSearchSlot } from '../../components/header-search-slot';
import { useBoardArchivedAt, useBoardWorkspaceId } from '../../features/board/api/get-board';
import { BoardScreen } from '../../features/board/components/board/board-screen';
import { DueCalendarProvider } from '../../features/board/hooks/use-due-calendar';
import { DefaultBoardRedirect } from '../../features/board/components/board/default-board-redirect';
import { useSubscriptionStatus } from '../../features/billing/api/get-subscription-status';
import { PastDueBanner } from '../../features/billing/components/past-due-banner';
import { SearchBox } from '../../features/search/components/search-box';
import { acceptInvite } from '../../features/invites/api/accept-invite';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { WorkspaceMembers } from '../../features/members/components/workspace-members';
import { usePresence } from '../../features/members/hooks/use-presence';
import { useNonWorkingDays } from '../../features/workspaces/api/get-non-working-days';
import { useWorkspace } from '../../features/workspaces/api/get-workspace';
import { useWorkspaces } from '../../features/workspaces/api/get-workspaces';
import { useSubscriptionRequired } from '../use-subscription-required';
import { ArchivedBoardBanner } from '../../features/workspaces/components/archived-board-banner';
import { BoardSwitcher } from '../../features/workspaces/components/board-switcher';
import {
  requestedWorkspaceId,
  WorkspaceControls,
} from '../../features/workspaces/components/workspace-controls';

const InviteDialog = lazy(() =>
  import('../../features/invites/components/invite-dialog').then((m) => ({
    default: m.InviteDialog,
  })),
);

// Rare, and its words are the API's refusal, kept beside the billing schemas: with it, zod (26 kB
// gzip) was in every board's first paint.
const ReadOnlyPlanBanner = lazy(() =>
  import('../../features/billing/components/read-only-plan-banner').then((m) => ({
    default: m.ReadOnlyPlanBanner,
  })),
);

const ImportTrelloDialog = lazy(() =>
  import('../../features/imports/components/import-trello-dialog').then((m) => ({
    default: m.ImportTrelloDialog,
  })),
);

// The board feature knows boards, the workspaces feature knows workspaces; this route joins
// them: the board's workspace (role, members) and the header's workspace controls.

/** An archived board is read-only as a lapsed plan's workspace is: `allows` refuses every write. */
const readOnly = (access: WorkspaceAccess): WorkspaceAccess => ({
  ...access,
  ownerPlanActive: false,
});

export function BoardRoute() {
  const { boardId } = useParams();
  // Here, not in BoardPage: switching boards must not resend 'online' (nor reset the timers).
  usePresence(Boolean(boardId));
  // The board screen titles the page with the board's name.
  if (boardId) return <BoardPage key={boardId} boardId={boardId} />;
  return <DefaultBoardPage />;
}

function BoardPage({ boardId }: { boardId: string }) {
  const workspaceId = useBoardWorkspaceId(boardId);
  const workspace = useWorkspace(workspaceId).data;
  // The workspaces list is fetched beside the board, so it knows the caller's role before the
  // workspace (with its members), which waits for the board: cards are draggable at first paint.
  const listed = useWorkspaces().data?.find(({ id }) => id === workspaceId);
  const access = workspace ?? listed;
  useSubscriptionRequired(access?.role);
  const archived = useBoardArchivedAt(boardId) !== null;
  const [archivedItemsOpen, setArchivedItemsOpen] = useState(false);
  return (
    // The header searches the board's workspace alone.
    <HeaderSearchSlot value={<SearchBox workspaceId={workspaceId} />}>
      <WorkspaceDueCalendar workspaceId={workspaceId}>
        <BoardScreen
          boardId={boardId}
          workspace={workspace}
          access={archived && access ? readOnly(access) : access}
          notice={
            <>
              {archived && workspaceId && (
                <ArchivedBoardBanner
                  workspaceId={workspaceId}
                  boardId={boardId}
                  canRestore={allows(access, 'boards:manage')}
                />
              )}
              {access && !access.ownerPlanActive ? (
                <Suspense fallback={null}>
                  <ReadOnlyPlanBanner role={access.role} />
                </Suspense>
              ) : (
                access?.role === 'owner' && <OwnPlanPastDueBanner />
              )}
            </>
          }
          archivedItemsOpen={archivedItemsOpen}
          onCloseArchivedItems={() => setArchivedItemsOpen(false)}
          workspaceControls={
            workspaceId && (
              <>
                <HeaderControls
                  workspaceId={workspaceId}
                  boardSwitcher={
                    <BoardSwitcher
                      workspaceId={workspaceId}
                      boardId={boardId}
                      access={access}
                      onShowArchivedItems={() => setArchivedItemsOpen(true)}
                    />
                  }
                />
                {workspace && <WorkspaceMembers workspace={workspace} />}
              </>
            )
          }
        />
      </WorkspaceDueCalendar>
    </HeaderSearchSlot>
  );
}

/**
 * The due dates' calendar with the workspace's days off. Its own component, so the holidays
 * arriving re-render the due badges, not the board.
 */
function WorkspaceDueCalendar({
  workspaceId,
  children,
}: {
  workspaceId: string | undefined;
  children: ReactNode;
}) {
  const holidays = useNonWorkingDays(workspaceId);
  return <DueCalendarProvider holidays={holidays}>{children}</DueCalendarProvider>;
}

/** The banner of the owner's declined renewal: members never ask for the owner's plan. */
function OwnPlanPastDueBanner() {
  const ownPlan = useSubscriptionStatus().data;
  if (ownPlan?.status !== 'past_due') return null;
  return (
    <PastDueBanner
      pastDueSince={ownPlan.pastDueSince}
      currentPeriodEnd={ownPlan.currentPeriodEnd}
    />
  );
}

/** `/board`, or `/board` asked by the workspace menu to open one workspace. */
function DefaultBoardPage() {
  const workspaceId = requestedWorkspaceId(useLocation().state);
  return (
    <>
      <title>Quadro</title>
      <DefaultBoardRedirect
        workspaceId={workspaceId}
        workspaceControls={<HeaderControls workspaceId={workspaceId} />}
      />
    </>
  );
}

/**
 * The header's workspace controls (with the invites and imports features' dialogs), the open
 * board's switcher when there is one, and the notifications bell (which accepts invitations with
 * the invites feature's call).
 */
function HeaderControls({
  workspaceId,
  boardSwitcher,
}: {
  workspaceId: string | undefined;
  boardSwitcher?: ReactNode;
}) {
  return (
    <>
      <WorkspaceControls
        currentWorkspaceId={workspaceId}
        renderInviteDialog={({ workspace, onClose }) => (
          <InviteDialog workspaceId={workspace.id} role={workspace.role} onClose={onClose} />
        )}
        renderImportDialog={({ workspace, onClose }) => (
          <ImportTrelloDialog workspaceId={workspace.id} onClose={onClose} />
        )}
      />
      {boardSwitcher && (
        <>
          <span className="hidden text-lg text-slate-300 select-none sm:inline" aria-hidden="true">
            /
          </span>
          {boardSwitcher}
        </>
      )}
      <NotificationsBell acceptInvite={acceptInvite} />
    </>
  );
}
