// An editor whose record is saved as a draft before it is published (policy documents, calls,
// articles): 发布 names the version last saved, so an edit since the last save must be saved
// first — otherwise the operator would publish something other than what the form shows.
import { Alert, Button, Form, Space, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { RefusalAlert } from './refusal-alert';

/**
 * The body a save would send, as text without its version: two values with the same key save the
 * same thing. A form still mounting has no values yet, so a body that cannot be built is ''.
 */
export function draftKey<Values, Saved>(
  toBody: (values: Values, saved: Saved | undefined) => object,
): (values: Values, saved: Saved | undefined) => string {
  return (values, saved) => {
    try {
      const { version: _version, ...body } = toBody(values, saved) as { version?: number };
      return JSON.stringify(body);
    } catch {
      return '';
    }
  };
}

/**
 * The record as last saved and whether the form has changed since. `markSaved` after a save
 * (with the form's values then) resets the comparison; a publish answer only replaces `saved`.
 */
export function useSavedDraft<Values, Saved>(
  form: FormInstance<Values>,
  record: Saved | undefined,
  initialValues: Values,
  keyOf: (values: Values, saved: Saved | undefined) => string,
) {
  const [saved, setSaved] = useState(record);
  const current = Form.useWatch([], form) as Values | undefined;
  const [savedKey, setSavedKey] = useState(() => keyOf(initialValues, record));
  const edited = current !== undefined && keyOf(current, saved) !== savedKey;
  const markSaved = (data: Saved) => {
    setSaved(data);
    setSavedKey(keyOf(form.getFieldsValue(true) as Values, data));
  };
  return { saved, setSaved, edited, markSaved };
}

export interface PublishActionsProps {
  /** The publish call's state (a useCallMutation result). */
  readonly publish: {
    readonly isError: boolean;
    readonly error: unknown;
    readonly isPending: boolean;
  };
  /** Saved and published: the note replaces the button (saving then updates what is shown). */
  readonly published: boolean;
  readonly publishedNote: string;
  /** Whether a saved version exists and the form holds exactly it. */
  readonly ready: boolean;
  readonly onPublish: () => void;
  /** Shown until `ready`: 发布前请先保存 or 发布前请先保存草稿. */
  readonly saveFirstNote: string;
  /** What the publish did, once it has. */
  readonly success?: ReactNode;
}

/** The 发布 block under an editor's save button. */
export function PublishActions(props: PublishActionsProps) {
  const { publish, published, ready } = props;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <RefusalAlert
        error={publish.isError ? publish.error : null}
        fallback="发布失败，请稍后重试"
      />
      {props.success ? <Alert type="success" showIcon title={props.success} /> : null}
      {published ? (
        <Typography.Text type="secondary">{props.publishedNote}</Typography.Text>
      ) : (
        <Button
          block
          size="large"
          loading={publish.isPending}
          disabled={!ready}
          onClick={props.onPublish}
        >
          发布
        </Button>
      )}
      {ready ? null : <Typography.Text type="secondary">{props.saveFirstNote}</Typography.Text>}
    </Space>
  );
}
