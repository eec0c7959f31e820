import { RECORD_FIELD_LABELS } from '@qyfw/portal-sdk/calls/enterprise';
import type { EnterpriseRecord, RecordSourcedField } from '@qyfw/portal-sdk/schemas';
import { SourceTag } from './source-tag';
import styles from './record.module.css';

export interface FieldLabelProps {
  field: RecordSourcedField;
  sources: EnterpriseRecord['sources'];
  /** A shorter label than the SDK's (the unit shown beside the input instead). */
  text?: string;
}

/** A field's label with its source tag beside it. */
export function FieldLabel({ field, sources, text }: FieldLabelProps) {
  return (
    <span className={styles.label}>
      <span>{text ?? RECORD_FIELD_LABELS[field]}</span>
      <SourceTag source={sources[field]} />
    </span>
  );
}
