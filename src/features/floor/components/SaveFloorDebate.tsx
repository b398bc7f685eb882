import { useState } from 'react';
import { Link } from 'react-router';
import { Button, CategoryPicker, ErrorBox } from '@/components/index.ts';
import { saveAndShare } from '@/entities/floor/api/floorApi.ts';
import { toggleCategory } from '@/lib/categories.ts';
import { toAppError } from '@/lib/errors.ts';
import type { Category } from '@contract/categories.ts';

/** A finished debate with a person in it is saved and shared like any other: then polled, answered, given ∆s, embedded. */
export function SaveFloorDebate({ generationId, savedDebateId }: { generationId: string; savedDebateId: string | null }) {
  const [categories, setCategories] = useState<Category[]>([]);
  const [saved, setSaved] = useState<string | null>(savedDebateId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (saved) {
    return (
      <p>
        <Link to={`/debate/${saved}`}>Open the shared debate</Link>
      </p>
    );
  }
  return (
    <section className="card floor-save" aria-labelledby="floor-save-title">
      <h2 id="floor-save-title">Save and share with the community</h2>
      <CategoryPicker selected={categories} onToggle={(c) => setCategories((s) => toggleCategory(s, c))} labelledBy="floor-save-title" />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button
        disabled={busy || categories.length === 0}
        busy={busy}
        onClick={() => {
          setBusy(true);
          saveAndShare(generationId, categories).then(setSaved, (e: unknown) => {
            setError(toAppError(e).message);
            setBusy(false);
          });
        }}
      >
        Save and share
      </Button>
    </section>
  );
}
