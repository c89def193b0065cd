// A skin's name as the catalogue writes it ("StatTrak™ AK-47 | …", "★ StatTrak™ Karambit | …"),
// with the StatTrak™ mark in its own colour. The mark is part of the catalogue's name already:
// adding it again would show it twice.
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
