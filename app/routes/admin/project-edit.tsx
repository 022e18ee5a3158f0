import type { AdminHandle } from "~/components/admin/admin-handle";
import { ProjectForm } from "~/features/content/components/project-form";
import { projectEditAction, projectEditData } from "~/features/content/server/gallery-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/project-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New project" : "Edit project"),
  under: "gallery",
};

export function loader({ params }: Route.LoaderArgs) {
  return projectEditData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return projectEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminProjectEdit({ loaderData }: Route.ComponentProps) {
  return <ProjectForm data={loaderData} />;
}
