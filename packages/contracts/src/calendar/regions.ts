/**
 * Where a workspace's public holidays come from: Brazil's national ones ('BR'), or those and a
 * state's ('BR-SP'). The codes are ISO 3166-2; the labels are what the settings' select shows.
 */
export const REGIONS = [
  { code: 'BR', label: 'Brasil (apenas feriados nacionais)' },
  { code: 'BR-AC', label: 'Acre' },
  { code: 'BR-AL', label: 'Alagoas' },
  { code: 'BR-AP', label: 'Amapá' },
  { code: 'BR-AM', label: 'Amazonas' },
  { code: 'BR-BA', label: 'Bahia' },
  { code: 'BR-CE', label: 'Ceará' },
  { code: 'BR-DF', label: 'Distrito Federal' },
  { code: 'BR-ES', label: 'Espírito Santo' },
  { code: 'BR-GO', label: 'Goiás' },
  { code: 'BR-MA', label: 'Maranhão' },
  { code: 'BR-MT', label: 'Mato Grosso' },
  { code: 'BR-MS', label: 'Mato Grosso do Sul' },
  { code: 'BR-MG', label: 'Minas Gerais' },
  { code: 'BR-PA', label: 'Pará' },
  { code: 'BR-PB', label: 'Paraíba' },
  { code: 'BR-PR', label: 'Paraná' },
  { code: 'BR-PE', label: 'Pernambuco' },
  { code: 'BR-PI', label: 'Piauí' },
  { code: 'BR-RJ', label: 'Rio de Janeiro' },
  { code: 'BR-RN', label: 'Rio Grande do Norte' },
  { code: 'BR-RS', label: 'Rio Grande do Sul' },
  { code: 'BR-RO', label: 'Rondônia' },
  { code: 'BR-RR', label: 'Roraima' },
  { code: 'BR-SC', label: 'Santa Catarina' },
  { code: 'BR-SP', label: 'São Paulo' },
  { code: 'BR-SE', label: 'Sergipe' },
  { code: 'BR-TO', label: 'Tocantins' },
] as const;

export type Region = (typeof REGIONS)[number]['code'];
export const REGION_CODES = REGIONS.map(({ code }) => code) as [Region, ...Region[]];
export const DEFAULT_REGION: Region = 'BR';

export const isRegion = (value: unknown): value is Region =>
  (REGION_CODES as readonly unknown[]).includes(value);

/** The select's label ('São Paulo'); an unknown code reads as itself. */
export function regionLabel(code: string): string {
  return REGIONS.find((region) => region.code === code)?.label ?? code;
}

/** Where a listed holiday comes from: the country, the workspace's state, or the workspace. */
export const HOLIDAY_KINDS = ['national', 'state', 'workspace'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const HOLIDAY_KIND_LABELS: Record<HolidayKind, string> = {
  national: 'Nacional',
  state: 'Estadual',
  workspace: 'Do workspace',
};

/** What a listed optional day ('ponto facultativo') is called: it counts as a business day. */
export const OPTIONAL_HOLIDAY_LABEL = 'Ponto facultativo';
