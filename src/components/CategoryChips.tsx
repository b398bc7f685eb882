/** A debate's categories as chips (the ranking's and history's cards, the viewer's header). */
export function CategoryChips({ categories, className }: { categories: readonly string[]; className: string }) {
  return (
    <ul className={className} aria-label="Categories">
      {categories.map((category) => (
        <li key={category} className="chip">
          {category}
        </li>
      ))}
    </ul>
  );
}
