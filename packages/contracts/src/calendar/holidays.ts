import { z } from 'zod';
import { id, requiredName } from '../fields.js';
import { MAX_HOLIDAY_NAME } from '../limits.js';
import { isLocalDate, MAX_CALENDAR_YEAR, MIN_CALENDAR_YEAR } from './local-dates.js';
import { HOLIDAY_KINDS, REGION_CODES } from './regions.js';

const yearRange = `entre ${MIN_CALENDAR_YEAR} e ${MAX_CALENDAR_YEAR}`;

/** A day as 'YYYY-MM-DD' between 1970-01-01 and 9999-12-31. */
export const localDateSchema = z.iso
  .date({
    error: ({ input }) =>
      input === undefined || input === ''
        ? 'Data é obrigatória'
        : 'Data inválida: use o formato AAAA-MM-DD',
  })
  .refine(isLocalDate, `A data deve estar ${yearRange}`);

export const regionSchema = z.enum(REGION_CODES, { error: 'Região inválida' });

const yearMessage = `Ano inválido: use um número ${yearRange}`;

export const holidaysQuerySchema = z.object({
  year: z.coerce
    .number({ error: yearMessage })
    .int(yearMessage)
    .min(MIN_CALENDAR_YEAR, yearMessage)
    .max(MAX_CALENDAR_YEAR, yearMessage),
});
export type HolidaysQuery = z.input<typeof holidaysQuerySchema>;

export const holidaySchema = z.object({
  date: z.iso.date(),
  name: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
  /** A ponto facultativo (Carnaval, Corpus Christi): listed, but a business day. */
  optional: z.boolean(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** A year's days off of the workspace's region and its own, by date. */
export const holidaysResponseSchema = z.object({
  region: z.enum(REGION_CODES),
  holidays: z.array(holidaySchema),
});
export type HolidaysResponse = z.infer<typeof holidaysResponseSchema>;

export const createHolidayRequestSchema = z.object({
  date: localDateSchema,
  name: requiredName('Nome do feriado é obrigatório', MAX_HOLIDAY_NAME),
});
export type CreateHolidayRequest = z.input<typeof createHolidayRequestSchema>;
/** What `createHolidayRequestSchema` hands the API once parsed. */
export type CreateHolidayInput = z.output<typeof createHolidayRequestSchema>;

export const createHolidayResponseSchema = z.object({ holiday: holidaySchema });
export type CreateHolidayResponse = z.infer<typeof createHolidayResponseSchema>;

export const holidayParamsSchema = z.object({
  id: id('Identificador inválido'),
  date: localDateSchema,
});
