import { Bell, BellRing } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useFollowCard } from '../../api/follow-card';
import { useCardFollow } from '../../api/get-card-follow';

/**
 * 'Seguir' / 'Seguindo' (a toggle, aria-pressed): a follower is told of the card's comments.
 * Every role may follow, readers too.
 */
export function FollowCardButton({ cardId }: { cardId: string }) {
  const state = useCardFollow(cardId);
  const follow = useFollowCard(cardId);
  const following = state.data?.following ?? false;
  const Icon = following ? BellRing : Bell;
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth
      aria-pressed={following}
      // Until the state is known, a press could only guess.
      disabled={state.isPending}
      onClick={() => follow.mutate(!following)}
      className="aria-pressed:border-brand-300 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      <Icon className="size-4" aria-hidden="true" />
      {following ? 'Seguindo' : 'Seguir'}
    </Button>
  );
}
