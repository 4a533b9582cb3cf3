import { useParams } from "react-router-dom"
import { ContentIntro } from "./ContentIntro.tsx"

// The owner's content screens, one per route of SPEC §2.

export const PostsPage = () => (
  <ContentIntro title="Posts" action={{ to: "/dashboard/posts/addpost", label: "Add Post" }}>
    Every post on the site, with its author, title and text, ready to edit or delete.
  </ContentIntro>
)

export const AddPostPage = () => (
  <ContentIntro title="Add Post">Write a new post or garden journal entry, with images and an optional video.</ContentIntro>
)

export function EditPostPage() {
  const { id } = useParams()
  return <ContentIntro title="Edit Post">Change the text, images, video or date of post {id}.</ContentIntro>
}

export const PicturesPage = () => (
  <ContentIntro title="Pictures" action={{ to: "/dashboard/gallery/addphoto", label: "Add Photo" }}>
    The photos in the public gallery, with their titles, categories and descriptions.
  </ContentIntro>
)

export const AddPhotoPage = () => (
  <ContentIntro title="Add Photo">Upload a photo and give it a title, a category and a description.</ContentIntro>
)

export function EditPhotoPage() {
  const { id } = useParams()
  return <ContentIntro title="Edit Photo">Change the title, category, image or description of photo {id}.</ContentIntro>
}

export const DashboardRecipesPage = () => (
  <ContentIntro title="Recipes" action={{ to: "/dashboard/recipes/addrecipe", label: "Add Recipe" }}>
    Every recipe, grouped by category; choose one to edit it.
  </ContentIntro>
)

export const AddRecipePage = () => (
  <ContentIntro title="Add Recipe">Write up a recipe with its ingredients, method, notes, images and source.</ContentIntro>
)

export function EditRecipePage() {
  const { servername = "" } = useParams()
  return (
    <ContentIntro title="Edit Recipe">
      Update the ingredients, steps and notes of {servername.replace(/_/g, " ")}.
    </ContentIntro>
  )
}

export const DashboardVideosPage = () => (
  <ContentIntro title="Videos" action={{ to: "/dashboard/videos/addvideo", label: "Add Video" }}>
    The videos on the site, with their titles, categories and descriptions.
  </ContentIntro>
)

export const AddVideoPage = () => (
  <ContentIntro title="Add Video">Add a video link with a title, a category and a description.</ContentIntro>
)

export function EditVideoPage() {
  const { id } = useParams()
  return <ContentIntro title="Edit Video">Change the title, category, link or description of video {id}.</ContentIntro>
}
