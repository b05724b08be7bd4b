/** The product photo (from our own server), else YouTube's poster frame of the video. */
export const posterOf = (thumbnail: string | null, youtubeId: string) => thumbnail ?? `https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`

/** The privacy-enhanced player, started by the click that loaded it. */
export const embedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`
