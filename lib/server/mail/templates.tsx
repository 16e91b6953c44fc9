import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import { formatINR } from "@/lib/domain/format";
import type { Paise } from "@/lib/domain/money";
import type { SummaryLine } from "@/lib/domain/pricing";
import { counted } from "@/lib/domain/plural";

/** The shop's look in e-mail: its greens and saffron on a warm white card, system fonts, inline styles only. */
const BRAND = {
  green: "#3f7a3a",
  deep: "#1c3a1b",
  pale: "#f3f8f1",
  saffron: "#e39b2d",
  ink: "#1f2937",
  muted: "#5b6470",
  line: "#e2e8e0",
};

const page = {
  backgroundColor: "#faf8f3",
  fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  color: BRAND.ink,
  margin: 0,
  padding: "24px 0",
};
const card = {
  backgroundColor: "#ffffff",
  border: `1px solid ${BRAND.line}`,
  borderRadius: "12px",
  maxWidth: "600px",
  margin: "0 auto",
  overflow: "hidden",
};
const cell = { fontSize: "14px", lineHeight: "20px", margin: 0 };
const right = { ...cell, textAlign: "right" as const };

export type Shop = { name: string; tagline: string; email: string; phone: string; address: string; url: string };

export type MailLine = { name: string; quantity: number; unitPrice: Paise; total: Paise; unit: string | null };

export type MailOrder = {
  orderNumber: string;
  placedAt: string;
  customerName: string;
  paymentMethod: "cod" | "prepaid";
  /** The order's state in the shopper's words (lib/domain/shopper-order-status.ts), as its pages say it. */
  statusLabel: string;
  items: MailLine[];
  /** The summary lines every page shows (lib/domain/pricing.ts storedOrderLines); they add up to `total`. */
  lines: SummaryLine[];
  total: Paise;
  address: { name: string; phone: string; lines: string[] };
};

function Layout({
  shop,
  preview,
  children,
  unsubscribeUrl,
}: {
  shop: Shop;
  preview: string;
  children: ReactNode;
  /** A marketing e-mail's unsubscribe page: its footer says why the e-mail came and links it. */
  unsubscribeUrl?: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section style={{ backgroundColor: BRAND.deep, padding: "20px 28px" }}>
            <Text style={{ margin: 0, color: "#ffffff", fontSize: "20px", fontWeight: 700, letterSpacing: "0.3px" }}>
              {shop.name}
            </Text>
            <Text style={{ margin: "2px 0 0", color: BRAND.saffron, fontSize: "11px", letterSpacing: "2px" }}>
              {shop.tagline}
            </Text>
          </Section>
          <Section style={{ padding: "24px 28px 8px" }}>{children}</Section>
          <Hr style={{ borderColor: BRAND.line, margin: "8px 28px" }} />
          <Section style={{ padding: "8px 28px 24px" }}>
            <Text style={{ ...cell, fontSize: "12px", color: BRAND.muted }}>
              {shop.name}
              {shop.address ? ` · ${shop.address}` : ""}
            </Text>
            <Text style={{ ...cell, fontSize: "12px", color: BRAND.muted }}>
              {[shop.email, shop.phone].filter(Boolean).join(" · ")}
              {" · "}
              <Link href={shop.url} style={{ color: BRAND.green }}>
                {shop.url.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
            {unsubscribeUrl && (
              <Text style={{ ...cell, fontSize: "12px", color: BRAND.muted, marginTop: "8px" }}>
                You get this e-mail because you agreed to hear from {shop.name}.{" "}
                <Link href={unsubscribeUrl} style={{ color: BRAND.green }}>
                  Unsubscribe
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", margin: "0 0 12px", color: BRAND.deep }}>
      {children}
    </Heading>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>;
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const weight = strong ? { fontWeight: 700, fontSize: "16px" } : {};
  return (
    <Row>
      <Column style={{ padding: "3px 0" }}>
        <Text style={{ ...cell, ...weight }}>{label}</Text>
      </Column>
      <Column style={{ padding: "3px 0" }}>
        <Text style={{ ...right, ...weight }}>{value}</Text>
      </Column>
    </Row>
  );
}

/** The order's items, the lines of its total (the same lines as its checkout and its pages) and where it goes. */
export function OrderDetails({ order }: { order: MailOrder }) {
  return (
    <>
      <Section style={{ backgroundColor: BRAND.pale, borderRadius: "8px", padding: "12px 16px", margin: "8px 0 16px" }}>
        <Text style={{ ...cell, color: BRAND.muted }}>Order number</Text>
        <Text style={{ ...cell, fontSize: "18px", fontWeight: 700, color: BRAND.deep }}>{order.orderNumber}</Text>
        <Text style={{ ...cell, color: BRAND.muted, marginTop: "4px" }}>
          Placed {order.placedAt} · {order.paymentMethod === "cod" ? "Cash on Delivery" : "Online payment"}
        </Text>
        <Text style={{ ...cell, color: BRAND.muted, marginTop: "4px" }}>Order status: {order.statusLabel}</Text>
      </Section>
      <Section>
        {order.items.map((item, index) => (
          <Row key={index} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
            <Column style={{ padding: "8px 0" }}>
              <Text style={{ ...cell, fontWeight: 600 }}>{item.name}</Text>
              <Text style={{ ...cell, color: BRAND.muted, fontSize: "13px" }}>
                {item.quantity} × {formatINR(item.unitPrice)}
                {item.unit ? ` · ${item.unit}` : ""}
              </Text>
            </Column>
            <Column style={{ padding: "8px 0", width: "120px" }}>
              <Text style={right}>{formatINR(item.total)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Section style={{ margin: "12px 0" }}>
        {order.lines.map((line) => (
          <SummaryRow
            key={line.key}
            label={line.label}
            value={
              line.key === "shipping" && line.amount === 0
                ? "Free"
                : `${line.sign < 0 ? "−" : ""}${formatINR(line.amount)}`
            }
          />
        ))}
        <Hr style={{ borderColor: BRAND.line, margin: "6px 0" }} />
        <SummaryRow label="Total" value={formatINR(order.total)} strong />
      </Section>
      <Section style={{ margin: "12px 0" }}>
        <Text style={{ ...cell, fontWeight: 700, color: BRAND.deep, marginBottom: "4px" }}>Delivery address</Text>
        <Text style={cell}>{order.address.name}</Text>
        {order.address.lines.map((line, index) => (
          <Text key={index} style={cell}>
            {line}
          </Text>
        ))}
        <Text style={cell}>Phone {order.address.phone}</Text>
      </Section>
    </>
  );
}

function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.green,
          color: "#ffffff",
          borderRadius: "8px",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 600,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Every customer e-mail about an order: a headline, what happened and what happens next, an optional button, then the order itself. */
export function CustomerOrderEmail(props: {
  shop: Shop;
  order: MailOrder;
  title: string;
  preview: string;
  paragraphs: string[];
  action?: { label: string; href: string };
}) {
  const { shop, order, title, preview, paragraphs, action } = props;
  return (
    <Layout shop={shop} preview={preview}>
      <Title>{title}</Title>
      <Paragraph>Namaste {order.customerName},</Paragraph>
      {paragraphs.map((text, index) => (
        <Paragraph key={index}>{text}</Paragraph>
      ))}
      {action && <Action href={action.href}>{action.label}</Action>}
      <OrderDetails order={order} />
    </Layout>
  );
}

/** The merchant's notice of a new order, with a link to it in the admin area. */
export function MerchantOrderEmail({
  shop,
  order,
  adminUrl,
  contact,
}: {
  shop: Shop;
  order: MailOrder;
  adminUrl: string;
  contact: { email: string; phone: string };
}) {
  return (
    <Layout shop={shop} preview={`New order ${order.orderNumber}: ${formatINR(order.total)}`}>
      <Title>New order {order.orderNumber}</Title>
      <Paragraph>
        {order.customerName} ({contact.phone}
        {contact.email ? `, ${contact.email}` : ""}) ordered {counted(order.items.length, "product")} for{" "}
        {formatINR(order.total)}, {order.paymentMethod === "cod" ? "cash on delivery" : "paid online"}.
      </Paragraph>
      <Action href={adminUrl}>Open the order</Action>
      <OrderDetails order={order} />
    </Layout>
  );
}

export type LowStockLine = { name: string; sku: string; stock: number; url: string };

/** `cause` names what took the stock down: "Order ORD-…", or a stock change in the portal. */
export function LowStockEmail({
  shop,
  products,
  threshold,
  cause,
}: {
  shop: Shop;
  products: LowStockLine[];
  threshold: number;
  cause: string;
}) {
  return (
    <Layout shop={shop} preview={`Low stock: ${products.map((product) => product.name).join("; ")}`}>
      <Title>Stock is running low</Title>
      <Paragraph>
        {cause} took {products.length === 1 ? "this product" : "these products"} to {counted(threshold, "unit")} or
        fewer:
      </Paragraph>
      <Section>
        {products.map((product) => (
          <Row key={product.sku} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
            <Column style={{ padding: "8px 0" }}>
              <Link href={product.url} style={{ ...cell, color: BRAND.green, fontWeight: 600 }}>
                {product.name}
              </Link>
              <Text style={{ ...cell, color: BRAND.muted, fontSize: "13px" }}>SKU {product.sku}</Text>
            </Column>
            <Column style={{ padding: "8px 0", width: "140px" }}>
              <Text style={{ ...right, fontWeight: 700, color: product.stock === 0 ? "#b91c1c" : BRAND.ink }}>
                {product.stock === 0 ? "Sold out" : `${product.stock} left`}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Paragraph>Record new stock in the Product Portal when it arrives.</Paragraph>
    </Layout>
  );
}

export function DeadJobEmail({
  shop,
  job,
  adminUrl,
}: {
  shop: Shop;
  job: { queue: string; subject: string; error: string; failedAt: string };
  adminUrl: string;
}) {
  return (
    <Layout shop={shop} preview={`A background job failed: ${job.subject}`}>
      <Title>A background job gave up</Title>
      <Paragraph>
        The job “{job.queue}” for {job.subject} failed on every retry and stopped at {job.failedAt}. Nothing more
        happens until it is retried.
      </Paragraph>
      <Section style={{ backgroundColor: "#fef2f2", borderRadius: "8px", padding: "12px 16px", margin: "0 0 16px" }}>
        <Text style={{ ...cell, fontFamily: "Menlo, Consolas, monospace", fontSize: "13px", color: "#7f1d1d" }}>
          {job.error}
        </Text>
      </Section>
      <Action href={adminUrl}>See failed jobs</Action>
    </Layout>
  );
}

/** The newsletter's double opt-in: nothing is sent to the address again unless its owner follows the link. */
export function NewsletterConfirmEmail({ shop, confirmUrl }: { shop: Shop; confirmUrl: string }) {
  return (
    <Layout shop={shop} preview={`Confirm your subscription to ${shop.name}'s newsletter`}>
      <Title>Confirm your subscription</Title>
      <Paragraph>
        Somebody, we hope you, asked for {shop.name}&apos;s newsletter at this address. Confirm it and we will send you
        offers and news now and then; you can unsubscribe from any of them.
      </Paragraph>
      <Action href={confirmUrl}>Confirm my subscription</Action>
      <Paragraph>
        The link works for 48 hours. If you did not ask, ignore this e-mail: you will not hear from us.
      </Paragraph>
    </Layout>
  );
}

export type ReminderLine = { name: string; quantity: number; unit: string | null; price: Paise; url: string };

/** The abandoned-cart reminder (marketing: an unsubscribe link in its footer and the one-click headers). */
export function CartReminderEmail({
  shop,
  name,
  lines,
  restoreUrl,
  coupon,
  unsubscribeUrl,
}: {
  shop: Shop;
  name: string;
  lines: ReminderLine[];
  restoreUrl: string;
  coupon: string | null;
  unsubscribeUrl: string;
}) {
  return (
    <Layout shop={shop} preview="Your cart is saved for you" unsubscribeUrl={unsubscribeUrl}>
      <Title>You left something in your cart</Title>
      <Paragraph>Namaste {name},</Paragraph>
      <Paragraph>Your cart is saved for you. Pick up where you left off:</Paragraph>
      <Section>
        {lines.map((line) => (
          <Row key={line.url} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
            <Column style={{ padding: "8px 0" }}>
              <Link href={line.url} style={{ ...cell, color: BRAND.green, fontWeight: 600 }}>
                {line.name}
              </Link>
              <Text style={{ ...cell, color: BRAND.muted, fontSize: "13px" }}>
                Qty {line.quantity}
                {line.unit ? ` · ${line.unit}` : ""}
              </Text>
            </Column>
            <Column style={{ padding: "8px 0", width: "120px" }}>
              <Text style={right}>{formatINR(line.price)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      {coupon && (
        <Paragraph>
          Use the code <strong>{coupon}</strong> at checkout: the link below applies it to your cart.
        </Paragraph>
      )}
      <Action href={restoreUrl}>Return to my cart</Action>
      <Paragraph>Prices and stock are checked again when you open your cart.</Paragraph>
    </Layout>
  );
}

/** "Notify me": the one message a waiting shopper gets when the product is back in stock. */
export function BackInStockEmail({
  shop,
  productName,
  productUrl,
}: {
  shop: Shop;
  productName: string;
  productUrl: string;
}) {
  return (
    <Layout shop={shop} preview={`${productName} is back in stock`}>
      <Title>Back in stock</Title>
      <Paragraph>
        Good news: {productName} is back in stock. You asked us to tell you, and this is the only message we send about
        it.
      </Paragraph>
      <Action href={productUrl}>See {productName}</Action>
      <Paragraph>Stock can run out again, so do not wait too long.</Paragraph>
    </Layout>
  );
}
