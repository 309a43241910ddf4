import type { Member } from '@quadro/contracts';
import { Select } from '../../../../components/ui/select';
import { memberLabel } from '../../logic/member-filter';

type Person = Pick<Member, 'id' | 'name' | 'email'>;

export interface AssigneeSelectProps {
  id: string;
  /** The assignee's id, or null. */
  value: string | null;
  members: readonly Member[];
  /** Someone no longer a member, still shown as the assignee until another is chosen. */
  former?: Person | null;
  /** The member chosen, or null for 'Sem responsável'; applied at once. */
  onChange: (member: Member | null) => void;
}

/** 'Sem responsável' and the workspace's members: the card's and a checklist item's assignee. */
export function AssigneeSelect({ id, value, members, former, onChange }: AssigneeSelectProps) {
  const formerShown = former && !members.some((member) => member.id === former.id);
  return (
    <Select
      id={id}
      value={value ?? ''}
      onChange={(event) =>
        onChange(members.find((member) => member.id === event.target.value) ?? null)
      }
    >
      <option value="">Sem responsável</option>
      {formerShown && <option value={former.id}>{memberLabel(former)}</option>}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {memberLabel(member)}
        </option>
      ))}
    </Select>
  );
}
