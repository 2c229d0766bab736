// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "dialogs/imageformatfields.h"

#include "widgets/localeunits.h"

#include <QComboBox>

namespace Custody {

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
