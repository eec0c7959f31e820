import { isPortalError } from '@qyfw/portal-sdk';
import type {
  Application,
  ApplicationDetail,
  CallForm,
  FileBrief,
  LibraryMaterial,
} from '@qyfw/portal-sdk/calls/application';
import { callQueryKeyPrefix } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { LeaveGuard } from '@qyfw/app-kit/form-frame';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { sdk } from '../../../lib/sdk';
import { APPLICATION_INVALIDATES, applicationCalls } from '../api';
import {
  missingItems,
  startValues,
  toBody,
  type ApplyValues,
  type PrefillValue,
} from '../apply-values';
import { useSubmitKey } from '../submit-key';
import { useDraftAutosave } from '../use-draft-autosave';
import styles from './application.module.css';
import { CorrectionBanner } from './correction-banner';
import { answerRule, dateValueProps, FormFieldInput } from './form-field-input';
import { MaterialField } from './material-field';
import { SavedIndicator } from './saved-indicator';

export interface ApplyFormData {
  readonly call: CallForm;
  readonly application: ApplicationDetail | null;
  readonly prefill: readonly PrefillValue[];
  readonly library: readonly { material_key: string; items: LibraryMaterial[] }[];
}

export interface ApplyFormProps {
  readonly data: ApplyFormData;
  readonly onSubmitted: (application: Application) => void;
}

const NETWORK_PROBLEM = '网络异常，提交结果未知。请重试：重试不会重复提交。';

/** What the server's refusal says, or that the answer was lost (the same key is sent again). */
function submitFailure(error: unknown): { message: string; final: boolean } {
  if (isPortalError(error) && (error.kind === 'business' || error.kind === 'request')) {
    return { message: error.message, final: true };
  }
  return { message: failureMessage(error) ?? NETWORK_PROBLEM, final: false };
}

/**
 * The application form of one call (issue 14 /apply): its fields, prefilled from the enterprise
 * record with the source shown; its materials, uploaded or taken from the material library; the
 * draft saved as the member types; an idempotent submit. In 补正 only the named items are open.
 */
export function ApplyForm({ data, onSubmitted }: ApplyFormProps) {
  const { call, application, prefill, library } = data;
  const [form] = Form.useForm<ApplyValues>();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () => startValues(call, application, prefill),
    [call, application, prefill],
  );
  const prefillByKey = useMemo(() => new Map(prefill.map((item) => [item.key, item])), [prefill]);
  const libraryByKey = useMemo(
    () => new Map(library.map((entry) => [entry.material_key, entry.items])),
    [library],
  );
  const files = useMemo(() => {
    const known = new Map<number, FileBrief>();
    for (const file of application?.files ?? []) known.set(file.id, file);
    for (const entry of library) for (const item of entry.items) known.set(item.file.id, item.file);
    return known;
  }, [application, library]);

  // 补正: only the items the operator named may change.
  const correcting = application?.state === 'correction';
  const open = new Set(application?.corrections.map((item) => `${item.kind}:${item.key}`) ?? []);
  const locked = (kind: 'field' | 'material', key: string) =>
    correcting && !open.has(`${kind}:${key}`);

  const applicationId = useRef(application?.id);
  const autosave = useDraftAutosave<ApplyValues>({
    version: application?.version ?? 0,
    save: async (values, version) => {
      const saved = await sdk.call(applicationCalls.application_save, {
        call_id: call.id,
        ...(applicationId.current !== undefined ? { version } : {}),
        ...toBody(call, values),
      });
      applicationId.current = saved.id;
      return saved.version;
    },
    describeFailure: (error) => failureMessage(error) ?? '网络异常，请稍后重试',
  });

  const [saveToLibrary, setSaveToLibrary] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<string>();
  const submitKey = useSubmitKey();
  const submit = useMutation({
    mutationFn: async (values: ApplyValues) => {
      // The latest answers are saved first: the submit sends what the member sees.
      autosave.schedule(values);
      const version = await autosave.flush();
      return sdk.call(applicationCalls.application_submit, {
        id: applicationId.current!,
        version,
        submit_key: submitKey.current(),
        save_to_library: saveToLibrary,
      });
    },
    onSuccess: (submitted) => {
      submitKey.settle();
      // The page shows the outcome first: refreshing the form's own query would otherwise replace
      // this form with "已申报" before the success is said.
      onSubmitted(submitted);
      for (const changed of APPLICATION_INVALIDATES) {
        void queryClient.invalidateQueries({ queryKey: callQueryKeyPrefix(changed) });
      }
    },
    onError: (error) => {
      const { message, final } = submitFailure(error);
      if (final) submitKey.settle();
      setFailure(message);
    },
  });

  async function send() {
    setFailure(undefined);
    const values = form.getFieldsValue(true) as ApplyValues;
    const absent = missingItems(call, values);
    setMissing(absent);
    if (absent.length > 0) {
      // Marks each empty field and moves to the first.
      await form.validateFields().catch(() => undefined);
      return;
    }
    // An answer out of its bounds (the SDK's rule, as the server's) shows at its field; nothing sent.
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    submit.mutate(values);
  }

  return (
    <Form<ApplyValues>
      form={form}
      layout="vertical"
      aria-label={`申报：${call.title}`}
      initialValues={initial}
      onValuesChange={() => {
        const values = form.getFieldsValue(true) as ApplyValues;
        if (!submit.isPending) autosave.schedule(values);
        // Once shown, the summary follows the answers: a filled item leaves it, the last one
        // filled removes it. Before the first submit nothing is listed.
        setMissing((shown) => (shown.length > 0 ? missingItems(call, values) : shown));
      }}
      onFinish={() => void send()}
      onFinishFailed={() => void send()}
      scrollToFirstError
      className={styles.page}
    >
      {correcting && application && <CorrectionBanner application={application} />}
      <div className={styles.toolbar}>
        <SavedIndicator status={autosave.status} onRetry={() => void autosave.flush()} />
        {application?.serial_number && (
          <span className={styles.muted}>申报编号：{application.serial_number}</span>
        )}
      </div>

      <section className={styles.section} aria-labelledby="apply-fields">
        <h2 id="apply-fields" className={styles.sectionTitle}>
          申报信息
        </h2>
        {call.form_fields.length === 0 && <p className={styles.muted}>本通知无需填写申报信息。</p>}
        {call.form_fields.map((field) => {
          const source = prefillByKey.get(field.key);
          const disabled = locked('field', field.key);
          return (
            <Form.Item
              key={field.key}
              name={['form', field.key]}
              label={field.label}
              required={field.required}
              rules={
                disabled
                  ? []
                  : [
                      ...(field.required
                        ? [{ required: true, message: `请填写${field.label}` }]
                        : []),
                      answerRule(field),
                    ]
              }
              extra={
                source && source.value !== null
                  ? `已由企业信息预填 · 来源：${source.source}${
                      source.at ? ` · ${formatDate(source.at)}` : ''
                    }`
                  : undefined
              }
              {...(field.type === 'date' ? dateValueProps : {})}
            >
              <FormFieldInput field={field} disabled={disabled} />
            </Form.Item>
          );
        })}
      </section>

      <section className={styles.section} aria-labelledby="apply-materials">
        <h2 id="apply-materials" className={styles.sectionTitle}>
          申报材料
        </h2>
        {call.materials.length === 0 && <p className={styles.muted}>本通知无需提交材料。</p>}
        {call.materials.map((material) => {
          const disabled = locked('material', material.key);
          return (
            <Form.Item
              key={material.key}
              name={['materials', material.key]}
              label={material.name}
              required={material.required}
              rules={
                material.required && !disabled
                  ? [
                      {
                        validator: async (_rule: unknown, value: unknown) => {
                          if (!Array.isArray(value) || value.length === 0) {
                            throw new Error(`请上传${material.name}`);
                          }
                        },
                      },
                    ]
                  : []
              }
              extra={
                <>
                  {material.description}
                  {material.library_kind && !disabled && (
                    <Checkbox
                      className={styles.keep}
                      checked={saveToLibrary.includes(material.key)}
                      onChange={(event) =>
                        setSaveToLibrary((keys) =>
                          event.target.checked
                            ? [...keys, material.key]
                            : keys.filter((key) => key !== material.key),
                        )
                      }
                    >
                      提交后存入材料库
                    </Checkbox>
                  )}
                </>
              }
            >
              <MaterialField
                name={material.name}
                files={files}
                library={libraryByKey.get(material.key) ?? []}
                disabled={disabled}
              />
            </Form.Item>
          );
        })}
      </section>

      {missing.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`还有 ${missing.length} 项必填内容未完成`}
          description={
            <ul className={styles.corrections}>
              {missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          }
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <div className={styles.actions}>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submit.isPending}
          // The flow's 补正后重新提交 is offered only while the server allows it (actions).
          disabled={submit.isPending || (correcting && !application?.actions.includes('resubmit'))}
        >
          {correcting ? '补正后重新提交' : '提交申报'}
        </Button>
      </div>
      <LeaveGuard hasUnsavedChanges={autosave.hasUnsaved} formTitle={`申报：${call.title}`} />
    </Form>
  );
}
