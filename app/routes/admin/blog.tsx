import type { AdminHandle } from "~/components/admin/admin-handle";
import { BlogAdminList } from "~/features/content/components/blog-admin-list";
import { blogListAction, blogListData } from "~/features/content/server/blog-admin.server";
import { keepFormWhenUnsent } from "~/lib/admin-form";
import { revalidateUnlessUnsent } from "~/lib/unsent-post";
import { adminUser } from "~/server/request-context.server";
import type { Route } from "./+types/blog";

export const handle: AdminHandle = { title: "Blog", under: "content" };

export function loader() {
  return blogListData();
}

export function action({ request, context }: Route.ActionArgs) {
  return blogListAction(request, adminUser(context));
}

export const clientAction = keepFormWhenUnsent;
export const shouldRevalidate = revalidateUnlessUnsent;

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return <BlogAdminList data={loaderData} />;
}
