import type { FileBrief, LibraryMaterial } from '@qyfw/portal-sdk/calls/application';
import type { Upload as StoredUpload } from '@qyfw/portal-sdk/upload';
import { Select } from 'antd';
import { UploadField } from '@qyfw/app-kit/upload-field';
import styles from './application.module.css';

export interface MaterialFieldProps {
  /** The material's name, for the accessible names of its controls. */
  readonly name: string;
  /** Upload ids (antd Form.Item passes them). */
  readonly value?: readonly number[] | undefined;
  readonly onChange?: ((value: number[]) => void) | undefined;
  /** What is known of the files already named (the saved draft's files, the library's). */
  readonly files: ReadonlyMap<number, FileBrief>;
  /** The enterprise's unexpired library files that can supply this material. */
  readonly library: readonly LibraryMaterial[];
  readonly id?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly 'aria-describedby'?: string | undefined;
  readonly 'aria-invalid'?: boolean | 'true' | 'false' | undefined;
}

const asUpload = (file: FileBrief | undefined): StoredUpload | undefined =>
  file ? ({ ...file, purpose: 'material', createtime: 0 } as StoredUpload) : undefined;

/**
 * One material of the call: its files, each shown (and replaceable, removable) by the existing
 * upload field with purpose 'material'; another file added by a new upload or taken from the
 * enterprise's material library, so what was given once is not asked again.
 */
export function MaterialField({
  name,
  value = [],
  onChange,
  files,
  library,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: MaterialFieldProps) {
  const offered = library.filter((item) => !value.includes(item.file.id));
  // Keyed by position, with the empty field last: the field a file was just added through stays
  // the same instance when it becomes that file's row, so it keeps showing the member's own file.
  const slots: (number | undefined)[] = disabled ? [...value] : [...value, undefined];
  return (
    <div className={styles.materials}>
      {slots.map((uploadId, index) => {
        const empty = uploadId === undefined;
        return (
          <UploadField
            key={`slot-${index}`}
            purpose="material"
            value={uploadId}
            current={empty ? undefined : asUpload(files.get(uploadId))}
            // One 上传 and one hint for the list: the filled rows show their file and 删除.
            replaceable={false}
            disabled={disabled}
            {...(empty ? { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } : {})}
            onChange={(next) => {
              const copy = [...value];
              if (empty) {
                if (next !== undefined) copy.push(next);
              } else if (next === undefined) copy.splice(index, 1);
              else copy[index] = next;
              onChange?.(copy);
            }}
          />
        );
      })}
      {!disabled && offered.length > 0 && (
        <Select<number>
          aria-label={`从材料库选择${name}`}
          placeholder="从材料库选择"
          value={null as unknown as number}
          className={styles.libraryPick}
          options={offered.map((item) => ({
            value: item.file.id,
            label: `${item.name}${item.valid_until ? `（有效期至 ${item.valid_until}）` : ''}`,
          }))}
          onChange={(picked) => onChange?.([...value, picked])}
        />
      )}
    </div>
  );
}
