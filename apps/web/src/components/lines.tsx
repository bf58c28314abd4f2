/**
 * Text that stands one item a line (an address, the owners of a parcel): each item in its own
 * span.line, which the card's CSS breaks after. `empty` stands alone when there is no item.
 */
export function Lines({ lines, empty }: { lines: readonly string[]; empty?: string }) {
  if (lines.length === 0) return empty ?? null;
  return lines.map((line) => (
    <span key={line} className="line">
      {line}
    </span>
  ));
}
