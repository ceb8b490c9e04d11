"""The gallery's list (id, title, scene, source of the text), rendering one item, and SOURCES.md."""

import zlib

import numpy as np

from .camera import camera, encode_jpeg
from .fonts import FONT_PACKAGES
from .scenes_desk import scene_book_page, scene_handwritten_note, scene_recipe_card, scene_shop_receipt
from .scenes_printed import scene_notice_poster, scene_postcard, scene_product_label
from .scenes_signs import scene_menu_board, scene_street_sign, scene_warning_plaque


# id, title, builder, source of the text
GALLERY = [
    ("street-sign", "Street sign", scene_street_sign,
     "Invented street name (no real place intended)."),
    ("book-page", "Book page", scene_book_page,
     "Jane Austen, Pride and Prejudice (1813), opening of Chapter 1. Public domain."),
    ("product-label", "Product label", scene_product_label,
     "Invented label text for an imaginary honey producer."),
    ("shop-receipt", "Shop receipt", scene_shop_receipt,
     "Invented receipt (imaginary shop; 01632 is a UK drama/fiction number range)."),
    ("handwritten-note", "Handwritten note", scene_handwritten_note,
     "Lewis Carroll, Alice's Adventures in Wonderland (1865), chapter VII, the Hatter's song. Public domain."),
    ("notice-poster", "Notice on a board", scene_notice_poster,
     "Body: US Declaration of Independence (1776), opening of the second paragraph. Public domain. "
     "Event heading and footer invented."),
    ("menu-board", "Menu board", scene_menu_board,
     "Invented cafe menu and prices."),
    ("postcard", "Postcard", scene_postcard,
     "William Shakespeare, Sonnet 18 (1609), lines 1-4. Public domain. Addressee is a character "
     "from Pride and Prejudice; signature and address invented."),
    ("recipe-card", "Recipe card", scene_recipe_card,
     "Invented recipe."),
    ("warning-plaque", "Warning sign", scene_warning_plaque,
     "Invented safety sign wording."),
]


def render(item):
    gid, title, builder, source = item
    seed = zlib.crc32(gid.encode("utf-8"))
    rng = np.random.default_rng(seed)
    scene, light, cam, lines = builder(rng)
    im = camera(scene, rng, light=light, **cam)
    data, q = encode_jpeg(im)
    return data, q, lines


def sources_md(entries):
    pk = []
    for pkg, (faces, lic) in FONT_PACKAGES.items():
        pk.append(f"{faces} (Debian package `{pkg}`, {lic})")
    txt = "; ".join(f"{e['file']}: {e['source'].rstrip('.')}" for e in entries)
    return (
        "# Filter Lab gallery\n\n"
        "These images are generated, not photographed: "
        "`Scripts/make-filter-lab-gallery.py` draws each scene (paper, cardboard, painted metal, "
        "wood, cork, chalkboard, stone and cloth textures made from numpy noise), renders the text, "
        "then imitates a phone photo with a mild perspective warp, uneven light, blur, sensor noise "
        "and JPEG compression, from fixed seeds so a re-run gives the same bytes. "
        "Fonts (rasterised into the pictures only; no font file is shipped): "
        + "; ".join(pk) + ". "
        "Text sources: " + txt + ". "
        "All quoted literary and historical texts are in the public domain; all other wording is "
        "invented for this gallery. The images, gallery.json and this file are released by the "
        "Readout project under CC0 1.0 (public domain dedication).\n"
    )
