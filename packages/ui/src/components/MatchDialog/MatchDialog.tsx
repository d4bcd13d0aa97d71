import type { MemberSummary } from '@app/contract';
import { ButtonLink } from '../../screens/internal/ButtonLink';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { Pair, Where, Who } from './MatchDialog.styles';

export interface MatchDialogProps {
  /** The member the like became mutual with. */
  member: Pick<MemberSummary, 'name' | 'age' | 'city' | 'photoUrl'>;
  open: boolean;
  /** Closed by "Keep browsing", Escape, the close button or the backdrop. */
  onOpenChange: (open: boolean) => void;
  /** Where "Send a message" leads (the site's compose or thread page for this member). */
  messageHref: string;
}

/**
 * "It's a match": the moment a like becomes mutual, for both members. "Send a message" is the main action (a link:
 * the caller closes the dialog when the page changes); "Keep browsing" closes it.
 */
export function MatchDialog({ member, open, onOpenChange, messageHref }: MatchDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="It's a match!"
      description={`You and ${member.name} like each other.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Keep browsing</Button>
          </DialogClose>
          <ButtonLink href={messageHref}>Send a message</ButtonLink>
        </>
      }
    >
      <Pair>
        <Avatar name={member.name} src={member.photoUrl} size="xl" />
        <div>
          <Who>
            {member.name}, {member.age}
          </Who>
          <Where>{member.city}</Where>
        </div>
      </Pair>
    </Dialog>
  );
}
