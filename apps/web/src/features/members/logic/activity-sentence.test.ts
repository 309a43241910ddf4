import type { Activity } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { activityAuthor, activitySentence } from './activity-sentence';
import { presenceLabel } from './last-seen';

const at = (overrides: Partial<Activity>): Activity => ({
  id: '00000000-0000-4000-8000-000000000001',
  action: 'create',
  entityType: 'card',
  userName: 'Ana',
  userEmail: 'ana@exemplo.com',
  createdAt: '2026-11-23T12:00:00.000Z',
  metadata: { name: 'X' },
  ...overrides,
});

describe('activitySentence', () => {
  it.each([
    [{ action: 'create', entityType: 'card' }, 'criou o cartão X'],
    [
      { action: 'create', metadata: { name: 'X', listName: 'A Fazer' } },
      'criou o cartão X em A Fazer',
    ],
    [{ action: 'update', entityType: 'list' }, 'atualizou a lista X'],
    [{ action: 'delete', entityType: 'board' }, 'excluiu o quadro X'],
    [{ action: 'move', entityType: 'list' }, 'moveu a lista X'],
    [
      { action: 'move', metadata: { name: 'X', fromList: 'A', toList: 'B' } },
      'moveu o cartão X de A para B',
    ],
    [
      { action: 'archive', metadata: { name: 'X', listName: 'A Fazer' } },
      'arquivou o cartão X de A Fazer',
    ],
    [
      { action: 'restore', metadata: { name: 'X', listName: 'A Fazer' } },
      'restaurou o cartão X em A Fazer',
    ],
    [{ action: 'archive', entityType: 'list' }, 'arquivou a lista X'],
    [{ action: 'restore', entityType: 'board' }, 'restaurou o quadro X'],
    [
      { action: 'import', entityType: 'board', metadata: { name: 'Lançamento', source: 'Trello' } },
      'importou o quadro do Trello "Lançamento"',
    ],
    [{ action: 'comment' }, 'comentou no cartão X'],
    [{ action: 'edit_comment' }, 'editou um comentário no cartão X'],
    [{ action: 'delete_comment' }, 'excluiu um comentário do cartão X'],
    [{ action: 'invite', entityType: 'member' }, 'convidou X'],
    [{ action: 'join', entityType: 'member' }, 'entrou no workspace'],
    [
      {
        action: 'update',
        entityType: 'member',
        metadata: { name: 'X', oldRole: 'read_only', newRole: 'member' },
      },
      'alterou o papel de X de Somente Leitura para Membro',
    ],
    [{ action: 'delete', entityType: 'member' }, 'removeu X'],
    [
      { action: 'update', entityType: 'workspace', metadata: { field: 'theme', theme: 'dracula' } },
      'alterou o tema para Dracula',
    ],
    [
      { action: 'update', entityType: 'workspace', metadata: { field: 'name', name: 'Y' } },
      'renomeou o workspace para Y',
    ],
    [
      { action: 'update', entityType: 'workspace', metadata: { field: 'description', name: 'Y' } },
      'alterou a descrição do workspace Y',
    ],
    [
      { action: 'update', entityType: 'workspace', metadata: { field: 'region', region: 'BR-SP' } },
      'alterou a região para São Paulo',
    ],
    [
      {
        action: 'update',
        entityType: 'workspace',
        metadata: { field: 'holiday_added', date: '2026-01-20', holiday: 'São Sebastião' },
      },
      'adicionou o feriado 20/01/2026 São Sebastião',
    ],
    [
      {
        action: 'update',
        entityType: 'workspace',
        metadata: { field: 'holiday_removed', date: '2026-10-30', holiday: 'Emenda' },
      },
      'removeu o feriado 30/10/2026 Emenda',
    ],
    [{ action: 'update', entityType: 'workspace' }, 'atualizou o workspace X'],
    [
      { action: 'update', metadata: { name: 'X', dueComplete: true } },
      'marcou como concluído o cartão X',
    ],
    [
      { action: 'update', metadata: { name: 'X', dueComplete: false } },
      'marcou como não concluído o cartão X',
    ],
    [
      { action: 'update', metadata: { name: 'X', dueDate: '2026-12-07T12:00:00.000Z' } },
      'definiu a data de entrega do cartão X para 07/12/2026 às 09:00',
    ],
    [
      {
        action: 'update',
        metadata: { name: 'X', dueDate: '2026-12-08T12:00:00.000Z', dueComplete: false },
      },
      'definiu a data de entrega do cartão X para 08/12/2026 às 09:00',
    ],
    [
      { action: 'update', metadata: { name: 'X', dueDate: null } },
      'removeu a data de entrega do cartão X',
    ],
    [{ action: 'update', metadata: { name: 'X' } }, 'atualizou o cartão X'],
    [
      { action: 'create', entityType: 'label', metadata: { name: 'Urgente', color: 'red' } },
      'criou a etiqueta Urgente',
    ],
    [
      { action: 'create', entityType: 'label', metadata: { name: '', color: 'green' } },
      'criou a etiqueta Verde',
    ],
    [
      {
        action: 'add_to_card',
        entityType: 'label',
        metadata: { name: 'Urgente', color: 'red', card: 'X' },
      },
      'adicionou a etiqueta Urgente ao cartão X',
    ],
    [
      {
        action: 'remove_from_card',
        entityType: 'label',
        metadata: { name: '', color: 'sky', card: 'X' },
      },
      'removeu a etiqueta Azul-claro do cartão X',
    ],
    [
      { action: 'update', entityType: 'label', metadata: { name: 'Bloqueado', color: 'black' } },
      'alterou a etiqueta Bloqueado',
    ],
    [
      { action: 'delete', entityType: 'label', metadata: { name: '', color: 'purple' } },
      'excluiu a etiqueta Roxo',
    ],
    [
      { action: 'create', entityType: 'checklist', metadata: { name: 'Y', card: 'X' } },
      'adicionou a checklist Y ao cartão X',
    ],
    [
      { action: 'update', entityType: 'checklist', metadata: { name: 'Y', card: 'X' } },
      'renomeou a checklist para Y no cartão X',
    ],
    [
      { action: 'delete', entityType: 'checklist', metadata: { name: 'Y', card: 'X' } },
      'excluiu a checklist Y do cartão X',
    ],
    ...(
      [
        ['add_item', 'adicionou o item Z à checklist Y'],
        ['update_item', 'atualizou o item Z na checklist Y'],
        ['delete_item', 'excluiu o item Z da checklist Y'],
        ['complete_item', 'concluiu o item Z no cartão X'],
        ['reopen_item', 'desmarcou o item Z no cartão X'],
      ] as const
    ).map(([action, sentence]): [Partial<Activity>, string] => [
      { action, entityType: 'checklist', metadata: { item: 'Z', checklist: 'Y', card: 'X' } },
      sentence,
    ]),
  ] as [Partial<Activity>, string][])('%o → %s', (overrides, sentence) => {
    expect(activitySentence(at(overrides), 'America/Sao_Paulo')).toBe(sentence);
  });

  it('names the author by name, else e-mail', () => {
    expect(activityAuthor(at({}))).toBe('Ana');
    expect(activityAuthor(at({ userName: ' ' }))).toBe('ana@exemplo.com');
  });
});

describe('presenceLabel', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('says online, or when the member was last seen', () => {
    expect(presenceLabel({ isOnline: true, lastSeen: null }, now)).toBe('Online');
    expect(presenceLabel({ isOnline: false, lastSeen: '2026-11-23T11:55:00.000Z' }, now)).toBe(
      'Visto por último há 5 minutos',
    );
    expect(presenceLabel({ isOnline: false, lastSeen: '2026-11-23T11:59:50.000Z' }, now)).toBe(
      'Visto por último agora mesmo',
    );
    expect(presenceLabel({ isOnline: false, lastSeen: '2026-11-01T12:00:00.000Z' }, now)).toMatch(
      /^Visto por último em 1 de nov\.? de 2026$/,
    );
    expect(presenceLabel({ isOnline: false, lastSeen: null }, now)).toBe('Offline');
  });
});
