/**
 * Deterministic Portuguese-looking text for the search benchmark: a vocabulary of a few thousand
 * words with accents (the function words, then real words of office work, then made-up words
 * built from Portuguese syllables and endings), drawn by a Zipf law, so a few words are everywhere
 * and most are rare, as in real text.
 */

/** mulberry32: the same seed gives the same workspace on every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;

export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const pick = <T>(random: Random, items: readonly T[]) =>
  items[between(random, 0, items.length - 1)]!;

const FUNCTION_WORDS = `de a o que e do da em um para com não uma os no na por mais as dos como ao
  das à seu sua ou quando já também pelo pela até entre depois sem nos nas este esta`;

const OFFICE_WORDS = `reunião cliente orçamento proposta projeto entrega prazo revisão relatório equipe
  contrato aprovação análise planejamento tarefa pagamento fornecedor campanha lançamento
  cronograma apresentação documento planilha pedido fiscal estoque produção venda compra
  conteúdo publicação vídeo imagem página aplicativo versão teste erro correção melhoria
  requisito usuário cadastro acesso senha servidor integração pesquisa resultado meta indicador
  mês semana trimestre janeiro fevereiro março abril maio junho julho agosto setembro outubro
  novembro dezembro segunda terça quarta quinta sexta diretoria gerente coordenação financeiro
  jurídico comercial atendimento suporte chamado ligação mensagem convite agenda evento viagem
  hotel passagem reembolso despesa custo preço valor desconto boleto cobrança fatura recibo
  certificado licença treinamento curso manual política processo fluxo etapa fase conclusão
  início ajuste alteração atualização validação homologação implantação migração configuração
  instalação manutenção inspeção vistoria obra reforma material licitação edital parceria
  negociação assinatura prioridade urgente pendente aguardando concluído cancelado bloqueado
  revisar enviar conferir preparar organizar agendar confirmar responder aprovar definir criar
  atualizar publicar verificar ligar cobrar pagar solicitar acompanhar finalizar plano`;

const ONSETS = 'b c d f g j l m n p r s t v br cr pr tr gr pl cl ch qu'.split(' ');
// Plain vowels three times as often as accented ones.
const VOWELS = [...'aeiou'.repeat(3), ...'áéíóúâêôã'];
const ENDINGS = `ção ções mento mentos agem ância ência ário ária ável ista ado ada ando ar er ir
  ia ico ica oso osa eiro eira idade ões ão ês inho inha al or ura ente ivo iva`.split(/\s+/);

const wordsOf = (text: string) => text.trim().split(/\s+/);

function madeUpWord(random: Random) {
  let root = '';
  for (let syllable = between(random, 1, 3); syllable > 0; syllable -= 1)
    root += pick(random, ONSETS) + pick(random, VOWELS);
  return random() < 0.15 ? root : root.slice(0, -1) + pick(random, ENDINGS);
}

/** The words, most frequent first. */
export function vocabulary(size: number, random: Random): string[] {
  const words = new Set([...wordsOf(FUNCTION_WORDS), ...wordsOf(OFFICE_WORDS)]);
  while (words.size < size) words.add(madeUpWord(random));
  return [...words];
}

/** Draws a word's rank with probability ∝ 1 / rank. */
function zipfRanks(size: number, random: Random) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank += 1) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Text of `count` words, capitalised, optionally ending in a full stop. */
export function textWriter(words: string[], random: Random) {
  const rank = zipfRanks(words.length, random);
  return (count: number, fullStop = false) => {
    if (count === 0) return '';
    const text = Array.from({ length: count }, () => words[rank()]!).join(' ');
    return text[0]!.toUpperCase() + text.slice(1) + (fullStop ? '.' : '');
  };
}

/** As people type: without accents or cedillas ('orçamento' → 'orcamento'). */
export const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
