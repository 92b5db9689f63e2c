/**
 * A carousel's dots: a button a slide, named by its label, the current one
 * marked with aria-current. `prefix` names the classes ('studio' →
 * .studio-dots and .studio-dot), which the demo's stylesheet draws. A dot
 * is keyed by its place: two slides may carry the same label.
 */
export function CarouselDots({ prefix, labels, current, onSelect }: { prefix: string; labels: string[]; current: number; onSelect: (index: number) => void }) {
  return (
    <div className={`${prefix}-dots`}>
      {labels.map((label, index) => (
        <button
          key={index}
          type="button"
          className={`${prefix}-dot`}
          aria-label={label}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}
