import { LABEL_COLOR_NAMES, type Label } from '@quadro/contracts';

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The labels whose name or colour ('verm' finds the red ones) holds the query, accents aside. */
export function labelsMatching(labels: readonly Label[], query: string): Label[] {
  const wanted = folded(query);
  if (!wanted) return [...labels];
  return labels.filter(
    (label) =>
      folded(label.name).includes(wanted) ||
      folded(LABEL_COLOR_NAMES[label.color]).includes(wanted),
  );
}
