// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/imageformatfields.h"

#include "widgets/localeunits.h"

#include <QComboBox>

namespace Custody {

QComboBox *ImageFormatFields::formatBox()
{
    auto *box = new QComboBox;
    box->setObjectName(QStringLiteral("format"));
    box->addItem(tr("Raw image, one file (.dd)"), int(ImageFormat::Raw));
    box->addItem(tr("Split raw image (.001, .002, …)"), int(ImageFormat::SplitRaw));
    box->addItem(tr("E01, Expert Witness (.E01, .E02, …)"), int(ImageFormat::Ewf));
    box->setItemData(2,
                     tr("EnCase 6 layout, as ewfacquire writes it: FTK, X-Ways, Autopsy and "
                        "ewf-tools open it. It stores the case details, the drive, the MD5 and "
                        "SHA-1 and the unreadable ranges."),
                     Qt::ToolTipRole);
    return box;
}

ImageFormat ImageFormatFields::format(const QComboBox *box)
{
    return ImageFormat(box->currentData().toInt());
}

QComboBox *ImageFormatFields::compressionBox()
{
    auto *box = new QComboBox;
    box->setObjectName(QStringLiteral("compression"));
    box->addItem(tr("Fast (deflate level 1)"), int(ChunkCompression::Fast));
    box->addItem(tr("Best (deflate level 9, slower)"), int(ChunkCompression::Best));
    box->addItem(tr("Empty chunks only"), int(ChunkCompression::Uniform));
    box->addItem(tr("None"), int(ChunkCompression::None));
    return box;
}

QComboBox *ImageFormatFields::segmentSizeBox()
{
    auto *box = new QComboBox;
    box->setObjectName(QStringLiteral("segmentSize"));
    for (const qint64 mebibytes : {640LL, 2048LL, 4095LL, 8192LL, 16384LL})
        box->addItem(displayExactBytes(mebibytes * 1024 * 1024), mebibytes * 1024 * 1024);
    box->setCurrentIndex(1);
    return box;
}

ChunkCompression ImageFormatFields::compression(const QComboBox *box)
{
    return ChunkCompression(box->currentData().toInt());
}

qint64 ImageFormatFields::segmentBytes(const QComboBox *box)
{
    return box->currentData().toLongLong();
}

} // namespace Custody
