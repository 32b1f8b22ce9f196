// "Add a stop" / "Add a tour": a choice among what is not in the list yet, and Add. Nothing shows
// once everything is in.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/button.tsx';
import { InlineSelect } from './inline-select.tsx';
import { useT } from './studio-strings.ts';

interface AddFromListProps {
  label: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  onAdd: (value: string) => void;
}

export function AddFromList({ label, options, disabled, onAdd }: AddFromListProps) {
  const t = useT();
  const [chosen, setChosen] = useState('');
  const value = options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? '');
  if (options.length === 0) return null;
  return (
    <div className="studio-add-stop">
      <InlineSelect label={label} value={value} onChange={setChosen}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </InlineSelect>
      <Button variant="secondary" size="sm" icon={Plus} disabled={disabled} onClick={() => onAdd(value)}>
        {t('add')}
      </Button>
    </div>
  );
}
