import "server-only";
import type { Slide } from "@prisma/client";
import type { Actor } from "@/lib/domain/principal";
import { changedFields, recordAudit } from "@/lib/server/audit/audit";
import { revalidateSlides } from "@/lib/server/cache/revalidate";
import { db } from "@/lib/server/db";
import { AppError, checkVersion } from "@/lib/server/errors";
import type { SlideCreate, SlidePatch } from "@/lib/validation/portal-content";
import { lockRow } from "./locks";

const slideNotFound = () => new AppError(404, "slide_not_found", "Slide not found");

export function portalSlideJson(row: Slide) {
  return {
    id: row.id,
    headline: row.headline,
    tagline: row.tagline,
    button_text: row.buttonText,
    link: row.link,
    image: row.image,
    position: row.position,
    active: row.active,
    version: row.version,
  };
}

export type PortalSlideJson = ReturnType<typeof portalSlideJson>;

function columnsOf<Fields extends Omit<SlidePatch, "version">>({ button_text: buttonText, ...fields }: Fields) {
  return { ...fields, buttonText };
}

/** Every slide, inactive ones too, in the merchant's order -> { results }. */
export async function listPortalSlides(): Promise<{ results: PortalSlideJson[] }> {
  const rows = await db.slide.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  return { results: rows.map(portalSlideJson) };
}

/** One slide as the portal edits it; 404 when there is none. */
export async function getPortalSlide(id: number): Promise<PortalSlideJson> {
  const row = await db.slide.findUnique({ where: { id } });
  if (!row) throw slideNotFound();
  return portalSlideJson(row);
}

export async function createSlide(input: SlideCreate, actor: Actor): Promise<PortalSlideJson> {
  const row = await db.$transaction(async (tx) => {
    const created = await tx.slide.create({ data: columnsOf(input) });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "slide",
      entityId: created.id,
      after: portalSlideJson(created),
    });
    return created;
  });
  revalidateSlides();
  return portalSlideJson(row);
}

export async function updateSlide(id: number, patch: SlidePatch, actor: Actor): Promise<PortalSlideJson> {
  const row = await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "Slide", id))) throw slideNotFound();
    const current = await tx.slide.findUniqueOrThrow({ where: { id } });
    const { version, ...fields } = patch;
    checkVersion(current.version, version, "slide");
    const updated = await tx.slide.update({ where: { id }, data: { ...columnsOf(fields), version: { increment: 1 } } });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "slide",
      entityId: id,
      ...changedFields(portalSlideJson(current), portalSlideJson(updated)),
    });
    return updated;
  });
  revalidateSlides();
  return portalSlideJson(row);
}

export async function deleteSlide(id: number, actor: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    if (!(await lockRow(tx, "Slide", id))) throw slideNotFound();
    const current = await tx.slide.delete({ where: { id } });
    await recordAudit(tx, actor, { action: "delete", entity: "slide", entityId: id, before: portalSlideJson(current) });
  });
  revalidateSlides();
}
