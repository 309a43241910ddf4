/** São Paulo's, unless the user picks another. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** Brazil's zones, offered first, named by a city. */
export const BRAZILIAN_TIME_ZONES: readonly { id: string; label: string }[] = [
  { id: 'America/Sao_Paulo', label: 'Brasília' },
  { id: 'America/Manaus', label: 'Manaus' },
  { id: 'America/Cuiaba', label: 'Cuiabá' },
  { id: 'America/Belem', label: 'Belém' },
  { id: 'America/Fortaleza', label: 'Fortaleza' },
  { id: 'America/Recife', label: 'Recife' },
  { id: 'America/Bahia', label: 'Salvador' },
  { id: 'America/Porto_Velho', label: 'Porto Velho' },
  { id: 'America/Boa_Vista', label: 'Boa Vista' },
  { id: 'America/Rio_Branco', label: 'Rio Branco' },
  { id: 'America/Noronha', label: 'Fernando de Noronha' },
  { id: 'America/Araguaina', label: 'Araguaína' },
  { id: 'America/Maceio', label: 'Maceió' },
  { id: 'America/Campo_Grande', label: 'Campo Grande' },
  { id: 'America/Santarem', label: 'Santarém' },
  { id: 'America/Eirunepe', label: 'Eirunepé' },
];

const brazilian = new Set(BRAZILIAN_TIME_ZONES.map((zone) => zone.id));

/**
 * Every other zone the browser knows, by its IANA name, for those abroad; `current` is among them
 * even when the browser does not list it (an alias saved elsewhere).
 */
export function otherTimeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const others = known.filter((zone) => !brazilian.has(zone));
  if (!brazilian.has(current) && !others.includes(current)) others.unshift(current);
  return others;
}
