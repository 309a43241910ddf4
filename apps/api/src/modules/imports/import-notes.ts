import { isStorableText } from '@quadro/contracts';

/**
 * What an import changed on the way, told in the report's warnings (pt-BR): a text cut to our
 * limit, an invalid character removed, a thing left out. Each kind is counted and becomes one
 * line, naming up to three of the cards it happened to.
 */

const EXAMPLES = 3;
/** 20000 → '20.000'. */
export const pt = (value: number) => value.toLocaleString('pt-BR');
export const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** Texts with a limit, as the warning names them (one, many). */
export const TEXT_KINDS = {
  boardName: ['nome de quadro', 'nomes de quadro'],
  listName: ['nome de lista', 'nomes de lista'],
  labelName: ['nome de etiqueta', 'nomes de etiqueta'],
  cardTitle: ['título de cartão', 'títulos de cartão'],
  description: ['descrição de cartão', 'descrições de cartão'],
  checklistTitle: ['título de checklist', 'títulos de checklist'],
  itemText: ['item de checklist', 'itens de checklist'],
  comment: ['comentário', 'comentários'],
} as const;
export type TextKind = keyof typeof TEXT_KINDS;

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export class ImportNotes {
  private readonly cut = new Map<TextKind, { count: number; max: number; examples: string[] }>();
  private cleaned = 0;
  private readonly lines: string[] = [];

  /**
   * `value` as it can be stored: without NUL or lone surrogates, and at most `max` characters
   * (code points, never half of one). `owner` names the card it belongs to, for the warning.
   */
  fit(kind: TextKind, value: string, max: number, owner?: string): string {
    let text = value;
    if (!isStorableText(text)) {
      this.cleaned += 1;
      text = text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '');
    }
    if (text.length <= max) return text;
    // Never more than twice `max` code units hold `max` code points: the rest is not split.
    const points = Array.from(text.length > 2 * max ? text.slice(0, 2 * max) : text);
    if (points.length <= max && text.length <= 2 * max) return text;
    const entry = this.cut.get(kind) ?? { count: 0, max, examples: [] };
    entry.count += 1;
    if (owner !== undefined && entry.examples.length < EXAMPLES) entry.examples.push(owner);
    this.cut.set(kind, entry);
    return points.slice(0, max).join('');
  }

  /** A line of its own, said once. */
  add(line: string): void {
    this.lines.push(line);
  }

  /** A counted line, left out when nothing happened: `(n) => text`. */
  count(count: number, line: (count: number) => string): void {
    if (count > 0) this.lines.push(line(count));
  }

  warnings(): string[] {
    const cut = [...this.cut].map(([kind, { count, max, examples }]) => {
      const [one, many] = TEXT_KINDS[kind];
      const where = examples.length ? ` (em ${quoted(examples)})` : '';
      return `Cortado o excesso de ${pt(count)} ${count === 1 ? one : many} com mais de ${pt(max)} caracteres${where}.`;
    });
    const cleaned = this.cleaned
      ? [
          `Caracteres inválidos removidos de ${pt(this.cleaned)} ${this.cleaned === 1 ? 'texto' : 'textos'}.`,
        ]
      : [];
    return [...this.lines, ...cut, ...cleaned];
  }
}
