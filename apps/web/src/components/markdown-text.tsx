import { useMemo } from 'react';
import { cn } from '../lib/cn';
import { markdownToHtml } from '../lib/markdown';

/** The look of rendered Markdown, in the text's own size and colour (no typography plugin). */
const markdownClass = cn(
  'space-y-2 break-words',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ol,&_ul]:space-y-0.5 [&_ol,&_ul]:pl-5',
  '[&_h4,&_h5,&_h6]:font-semibold [&_h4]:text-base',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-2 [&_pre_code]:p-0',
  '[&_table]:text-left [&_td,&_th]:border [&_td,&_th]:border-slate-200 [&_td,&_th]:px-2 [&_td,&_th]:py-1',
);

/** Text written in Markdown, rendered sanitised (see `markdownToHtml`). */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => markdownToHtml(text), [text]);
  // Sanitised by markdownToHtml: no raw HTML, scripts, handlers or unsafe links get through.
  return (
    <div className={cn(markdownClass, className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
