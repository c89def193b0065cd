// A skin's name as the catalogue writes it ("StatTrak™ AK-47 | …", "★ StatTrak™ Karambit | …"),
// with the StatTrak™ mark in its own colour. The mark is part of the catalogue's name already:
// adding it again would show it twice.
import { splitItemName } from '../../shared/item-name.ts';

const MARKED = /^(★ )?(StatTrak™)/;

export function ItemName({ name }: { name: string }) {
  const m = MARKED.exec(name);
  if (!m) return <>{name}</>;
  return (
    <>
      {m[1]}
      <span className="text-accent-orange">{m[2]}</span>
      {name.slice(m[0].length)}
    </>
  );
}

/**
 * A card's name in three parts (src/shared/item-name.ts): the weapon with its marks, the finish in
 * `color`, the wear. A narrow card truncates each line by itself, so the finish and the wear stay
 * readable where one long string lost both. `wear` overrides the name's own (the API sends it apart).
 */
export function ItemNameLines({ name, wear, color, className = '' }: { name: string; wear?: string; color?: string; className?: string }) {
  const parts = splitItemName(name);
  const shownWear = wear ?? parts.wear;
  return (
    <span className={`flex min-w-0 flex-col leading-tight ${className}`} data-testid="item-name-lines" title={name}>
      <span className="truncate text-[11px] text-muted" data-part="weapon">
        <ItemName name={parts.mark ? `${parts.mark} ${parts.weapon}` : parts.weapon} />
      </span>
      {parts.finish && (
        <span className="truncate text-xs font-semibold" style={color ? { color } : undefined} data-part="finish">{parts.finish}</span>
      )}
      {shownWear && <span className="truncate text-[11px] text-muted" data-part="wear">{shownWear}</span>}
    </span>
  );
}
