import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card, Flex, Pagination, Space, Tag, Typography } from 'antd';
import { expect, within } from 'storybook/test';
import { PortalThemeProvider, type PortalThemeVariant } from './portal-theme-provider';
import { portalDarkPalette, portalPalette } from './tokens';

interface ThemeShowcaseProps {
  variant: PortalThemeVariant;
}

const swatches: Record<PortalThemeVariant, Record<string, string>> = {
  light: {
    主色: portalPalette.primary,
    主色悬停: portalPalette.primaryHover,
    次要文字: portalPalette.textSecondary,
    成功: portalPalette.success,
    警告: portalPalette.warning,
    错误: portalPalette.error,
    页面背景: portalPalette.pageBackground,
    页脚背景: portalPalette.footerBackground,
  },
  dark: {
    主色: portalDarkPalette.primary,
    强调色: portalDarkPalette.accent,
    背景: portalDarkPalette.background,
    容器: portalDarkPalette.container,
    边框: portalDarkPalette.border,
  },
};

/** The palette and a few antd widgets as they look under the theme: Chinese locale, brand blue. */
function ThemeShowcase({ variant }: ThemeShowcaseProps) {
  const background =
    variant === 'dark' ? portalDarkPalette.background : portalPalette.pageBackground;
  return (
    <PortalThemeProvider variant={variant}>
      <div style={{ padding: 24, background }}>
        <Card title={variant === 'dark' ? '数据大屏主题' : '门户主题'} style={{ width: 720 }}>
          <Flex gap={12} wrap style={{ marginBottom: 20 }}>
            {Object.entries(swatches[variant]).map(([name, color]) => (
              <Flex key={name} vertical align="center" gap={4}>
                <span
                  style={{
                    width: 56,
                    height: 36,
                    borderRadius: 4,
                    background: color,
                    border: '1px solid rgba(0,0,0,0.08)',
                  }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {name} {color}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
          <Space wrap style={{ marginBottom: 20 }}>
            <Button type="primary">立即申报</Button>
            <Button>确定</Button>
            <Button type="link">查看详情</Button>
            <Tag color="processing">申报中</Tag>
            <Tag color="success">已公示</Tag>
            <Tag>已截止</Tag>
          </Space>
          <Pagination total={128} showQuickJumper showTotal={(total) => `共 ${total} 条`} />
        </Card>
      </div>
    </PortalThemeProvider>
  );
}

const meta = {
  title: '基础/主题 Theme',
  component: ThemeShowcase,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portal: Story = {
  args: { variant: 'light' },
  play: async ({ canvasElement }) => {
    // zh_CN spaces two-character button labels: 确定 renders as 确 定.
    await expect(
      within(canvasElement).getByRole('button', { name: /确\s*定/ }),
    ).toBeInTheDocument();
  },
};

export const DataScreen: Story = {
  args: { variant: 'dark' },
};
