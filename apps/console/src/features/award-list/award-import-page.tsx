// 运营后台 › 获扶持名单 › 导入名单: 下载模板, then the list's name and level, optionally the
// document and call it publishes the results of, and the workbook. The server checks every row:
// when one is wrong nothing is written and the error list names each (下载错误报告 gives them in a
// workbook with 错误原因); when all are right the list is published at once and shown, with the
// enterprises the directory did not know (未匹配).
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as awardListAdminCalls from '@qyfw/portal-sdk/calls/award-list-admin';
import {
  AWARD_IMPORT_COLUMNS,
  AWARD_IMPORT_MAX_ROWS,
  AWARD_IMPORT_MESSAGES,
  AWARD_LIST_IMPORT,
  awardListNameSchema,
} from '@qyfw/portal-sdk/calls/award-list-admin';
import { callQueryKeyPrefix } from '@qyfw/portal-sdk/queries';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Select, Space, Table, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { AwardImportProblems } from './award-import-problems';
import { downloadErrorReport, downloadTemplate, importWorkbook } from './award-import-request';
import type { ImportOutcome } from './award-import-request';
import { LEVEL_OPTIONS, money } from './labels';
import { CallPicker, PolicyPicker } from '../../components/policy-picker';

interface ImportValues {
  entry_name: string;
  level?: number;
  policy_id?: number;
  call_id?: number;
}

const MB = 1024 * 1024;
const HEADERS = AWARD_IMPORT_COLUMNS.map((column) => column.header).join('、');

export function AwardImportPage() {
  const { toast } = useAppKit();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ImportValues>();
  const policyId = Form.useWatch('policy_id', form);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome>();

  function choose(chosen: File): false {
    setOutcome(undefined);
    if (!/\.xlsx$/i.test(chosen.name)) {
      setFile(undefined);
      setFileProblem(
        /\.xls$/i.test(chosen.name)
          ? AWARD_IMPORT_MESSAGES.oldExcel
          : AWARD_IMPORT_MESSAGES.notXlsx,
      );
    } else if (chosen.size > AWARD_LIST_IMPORT.maxBytes) {
      setFile(undefined);
      setFileProblem(AWARD_IMPORT_MESSAGES.tooLarge);
    } else {
      setFile(chosen);
      setFileProblem(undefined);
    }
    // The file stays here until 导入: nothing is sent on choosing it.
    return false;
  }

  async function send(values: ImportValues) {
    if (!file) {
      setFileProblem(AWARD_IMPORT_MESSAGES.noFile);
      return;
    }
    setPending(true);
    setOutcome(undefined);
    try {
      const answer = await importWorkbook(
        {
          entry_name: values.entry_name.trim(),
          level: values.level!,
          policy_id: values.policy_id,
          call_id: values.call_id,
        },
        file,
      );
      setOutcome(answer);
      if (answer.kind === 'imported') {
        await queryClient.invalidateQueries({
          queryKey: callQueryKeyPrefix(awardListAdminCalls.admin_award_list_list),
        });
      }
    } catch (error) {
      setOutcome({
        kind: 'refused',
        message: error instanceof Error ? error.message : '导入失败，请稍后重试',
      });
    } finally {
      setPending(false);
    }
  }

  const fileList: UploadFile[] = file
    ? [{ uid: 'workbook', name: file.name, status: 'done', size: file.size }]
    : [];

  return (
    <section aria-labelledby="award-import-title">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <div>
          <Link to="/award-list" search={{ page: 1 }}>
            ← 获扶持名单
          </Link>
          <Typography.Title level={1} id="award-import-title">
            导入获扶持名单
          </Typography.Title>
          <Typography.Paragraph>
            按模板填写：第一个工作表为名单，表头为 {HEADERS}，每行一家企业，一次最多{' '}
            {AWARD_IMPORT_MAX_ROWS} 家，文件不超过 {AWARD_LIST_IMPORT.maxBytes / MB} MB。
            任何一行有误时整份名单都不会导入；全部无误时立即发布，首页“最新政策”随即显示。
          </Typography.Paragraph>
          <Button
            onClick={() =>
              void downloadTemplate().catch((error: unknown) =>
                toast('error', error instanceof Error ? error.message : '下载失败，请稍后重试'),
              )
            }
          >
            下载模板
          </Button>
        </div>
        <Form<ImportValues>
          form={form}
          layout="vertical"
          aria-label="导入获扶持名单"
          style={{ maxWidth: 720 }}
          onFinish={(values) => void send(values)}
          onFinishFailed={() => {
            if (!file) setFileProblem(AWARD_IMPORT_MESSAGES.noFile);
          }}
        >
          <Form.Item
            name="entry_name"
            label="名单名称"
            required
            rules={[schemaRule(awardListNameSchema)]}
            extra="首页“最新政策”中显示的名单标题，如“2026年度杭州市研发投入补助拟支持企业名单”"
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="level"
            label="级别"
            rules={[{ required: true, message: '请选择名单级别' }]}
          >
            <Select aria-label="级别" placeholder="请选择" options={LEVEL_OPTIONS} />
          </Form.Item>
          <Form.Item name="policy_id" label="关联政策（选填）">
            <PolicyPicker
              publishedOnly
              label="关联政策（选填）"
              onChange={(id) => form.setFieldsValue({ policy_id: id, call_id: undefined })}
            />
          </Form.Item>
          <Form.Item name="call_id" label="关联申报通知（选填）">
            <CallPicker label="关联申报通知（选填）" policyId={policyId} />
          </Form.Item>
          <Form.Item
            label="名单文件"
            required
            validateStatus={fileProblem ? 'error' : undefined}
            help={fileProblem}
          >
            <Upload
              accept={AWARD_LIST_IMPORT.accept}
              maxCount={1}
              fileList={fileList}
              beforeUpload={choose}
              onRemove={() => {
                setFile(undefined);
                setOutcome(undefined);
              }}
            >
              <Button>选择 Excel 文件</Button>
            </Upload>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={pending} autoInsertSpace={false}>
              导入
            </Button>
          </Form.Item>
        </Form>
        {outcome?.kind === 'refused' ? (
          <Alert type="error" showIcon role="alert" title={outcome.message} />
        ) : null}
        {outcome?.kind === 'rows-refused' && file ? (
          <AwardImportProblems
            message={outcome.message}
            refusal={outcome.refusal}
            onDownloadReport={() => downloadErrorReport(file)}
          />
        ) : null}
        {outcome?.kind === 'imported' ? <Imported outcome={outcome} /> : null}
      </Space>
    </section>
  );
}

function Imported({ outcome }: { readonly outcome: Extract<ImportOutcome, { kind: 'imported' }> }) {
  const { award_list: list, unmatched_rows: unmatched } = outcome.result;
  return (
    <section aria-label="导入结果">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="success"
          showIcon
          role="status"
          title={`已导入并发布“${list.entry_name}”：${list.companies} 家企业，合计 ${money(list.total_money)} 万元`}
          description={
            <Link to="/award-list/$id" params={{ id: list.id }} search={{ page: 1 }}>
              查看名单
            </Link>
          }
        />
        {unmatched.length > 0 ? (
          <>
            <Typography.Text>
              以下 {unmatched.length}{' '}
              家企业未在企业库中找到（未匹配）：照常公示，但不计入任何企业的已获政策。
            </Typography.Text>
            <Table
              aria-label="未匹配的企业"
              size="small"
              rowKey={(row) => row.row}
              dataSource={unmatched}
              pagination={unmatched.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              columns={[
                { title: '行号', key: 'row', width: 100, render: (_, row) => `第 ${row.row} 行` },
                { title: '企业名称', key: 'name', render: (_, row) => row.enterprise_name },
              ]}
            />
          </>
        ) : null}
      </Space>
    </section>
  );
}
