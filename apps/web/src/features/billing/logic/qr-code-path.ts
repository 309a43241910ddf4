/**
 * One SVG path for a QR code's dark modules (`modules[y][x]`), a rectangle per horizontal run:
 * a few hundred commands instead of a few thousand `<rect>`s. Each module is 1 × 1.
 */
export function qrCodePath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join('');
}
