// The items of a 补正: every field or material the operator may list, each ticked one with its own
// note (what the member is to fix), so everything missing goes back at once (DOMAIN §3).
import { Checkbox, Input } from 'antd';
import type { ModalFormItem, ModalFormItemOption } from './values';

export interface ItemsChecklistProps {
  readonly options: readonly ModalFormItemOption[];
  /** The group's accessible name (补正项). */
  readonly label: string;
  /** What each ticked item's note is called (补正说明). */
  readonly noteLabel: string;
  // Form.Item hands these in.
  readonly id?: string;
  readonly value?: readonly ModalFormItem[];
  readonly onChange?: (items: ModalFormItem[]) => void;
}

const sameItem = (a: { kind: string; key: string }, b: { kind: string; key: string }) =>
  a.kind === b.kind && a.key === b.key;

export function ItemsChecklist({
  options,
  label,
  noteLabel,
  id,
  value = [],
  onChange,
}: ItemsChecklistProps) {
  if (options.length === 0) return <p id={id}>没有可列出的{label}</p>;
  // Kept in the options' order, whatever order they were ticked in.
  const change = (next: (option: ModalFormItemOption) => ModalFormItem | undefined) =>
    onChange?.(options.flatMap((option) => next(option) ?? []));
  const picked = (option: ModalFormItemOption) => value.find((item) => sameItem(item, option));
  return (
    <div id={id} role="group" aria-label={label}>
      {options.map((option) => {
        const item = picked(option);
        return (
          <div key={`${option.kind}:${option.key}`}>
            <Checkbox
              checked={item !== undefined}
              onChange={(event) =>
                change((other) =>
                  sameItem(other, option)
                    ? event.target.checked
                      ? { kind: option.kind, key: option.key, note: '' }
                      : undefined
                    : picked(other),
                )
              }
            >
              {option.label}
            </Checkbox>
            {item ? (
              <Input.TextArea
                aria-label={`${option.label}的${noteLabel}`}
                placeholder={`说明${option.label}需要怎样补正`}
                rows={2}
                value={item.note}
                onChange={(event) =>
                  change((other) =>
                    sameItem(other, option) ? { ...item, note: event.target.value } : picked(other),
                  )
                }
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
