// MUI's documented App Router setup (Emotion cache, theme, baseline), TanStack Query and
// next-intl's provider with the page's messages.
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { Providers } from './providers';

const messages = {
  rows: {
    title: '临时订单', orderNo: '订单号', plate: '车牌', lotName: '车场', entryAt: '入场时间', exitAt: '出场时间', stayState: '停车状态',
    receivable: '应收', discount: '优惠', waived: '减免', paid: '已付', due: '待付', state: '状态', createdAt: '创建时间', pricedAt: '计费时间',
    open: '打开临时订单',
  },
};

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>
        <AppRouterCacheProvider>
          <Providers messages={messages}>{children}</Providers>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
