// A skin's name as the catalogue writes it ("StatTrak™ AK-47 | …"), with the StatTrak™ mark in
// its own colour. The mark is part of the catalogue's name already: adding it again would show it
// twice.
const MARK = 'StatTrak™';

export function ItemName({ name }: { name: string }) {
  if (!name.startsWith(MARK)) return <>{name}</>;
  return (
    <>
      <span className="text-accent-orange">{MARK}</span>
      {name.slice(MARK.length)}
    </>
  );
}
