import type { AdminHandle } from "~/components/admin/admin-handle";
import { PostEditor } from "~/features/content/components/post-editor";
import { postEditAction, postEditData } from "~/features/content/server/blog-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/post-edit";

export const handle: AdminHandle = {
  title: ({ id }) => (id === "new" ? "New post" : "Edit post"),
  under: "blog",
};

export function loader({ params }: Route.LoaderArgs) {
  return postEditData(params.id);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return postEditAction(request, adminUser(context), params.id);
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminPostEdit({ loaderData }: Route.ComponentProps) {
  return <PostEditor data={loaderData} />;
}
